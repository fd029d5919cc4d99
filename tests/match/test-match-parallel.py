#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A tournament split into parts with GNU parallel, as docs/match.md shows.

Usage: test-match-parallel.py PATH/TO/reversi-match PATH/TO/reversi-match-array.sbatch

The parts of a round robin run at the same time on this machine, under
GNU parallel locally, through --sshlogin (with a stand-in for ssh that
runs the command here, as sshd would), and as the tasks of the Slurm
array job script (its environment given as Slurm gives it).  Every way,
the merged summary must be the summary of a single run.  Running the
same parallel command again resumes every part: nothing is played twice.
Exit status 77 (skipped) when GNU parallel is not installed.
"""
import os
import shutil
import stat
import subprocess
import sys
import tempfile

failures = 0
PLAYERS = ["alphabeta:1:4:0", "alphabeta:2:4:1", "alphabeta:1:4:2", "random"]
MATCH_ARGS = ["-r", "-n", "4", "-s", "6", "--openings", "all-2", "--no-progress", "--quiet"]

FAKE_SSH = """#!/bin/sh
# ssh HOST COMMAND... run here: skip the options and the host.
while [ $# -gt 0 ]; do
  case "$1" in
    -l|-p|-o|-i|-S|-F|-J) shift 2 ;;
    -*) shift ;;
    *) echo "$1" >> "$0.hosts"; shift; break ;;
  esac
done
[ "$1" = "--" ] && shift
exec sh -c "$*"
"""


def check(condition, message):
    global failures
    if not condition:
        failures += 1
        print("FAIL:", message)


def run(command, **kwargs):
    proc = subprocess.run(command, capture_output=True, text=True, timeout=600, **kwargs)
    check(proc.returncode == 0, f"{' '.join(command)}: status {proc.returncode}\n{proc.stderr}")
    return proc


def summary(files):
    return run([MATCH, "--summary", *files]).stdout


def game_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line for line in f if line.startswith("game\t")]


def overlapped(joblog):
    """TRUE when some two jobs of a GNU parallel --joblog ran at once."""
    jobs = []
    with open(joblog) as f:
        next(f)
        for line in f:
            fields = line.split("\t")
            start, runtime = float(fields[2]), float(fields[3])
            jobs.append((start, start + runtime))
    return any(a[0] < b[1] and b[0] < a[1] for i, a in enumerate(jobs) for b in jobs[i + 1:])


def main():
    global MATCH
    MATCH, sbatch = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    parallel = shutil.which("parallel")
    if not parallel:
        print("GNU parallel is not installed (Debian package parallel): skipped")
        return 77
    with tempfile.TemporaryDirectory() as tmp:
        # GNU parallel wraps remote commands in $SHELL and keeps its state
        # under $HOME; a CI runner or a batch job may set neither.
        os.environ.setdefault("SHELL", "/bin/sh")
        if not os.environ.get("HOME"):
            os.environ["HOME"] = tmp
        whole = os.path.join(tmp, "whole.txt")
        run([MATCH, *MATCH_ARGS, "-o", whole, *PLAYERS])
        reference = summary([whole])
        check(len(game_lines(whole)) == 6 * 4, "the single run played 24 games")

        # Locally: three parts at once.
        local = os.path.join(tmp, "local")
        os.mkdir(local)
        joblog = os.path.join(tmp, "local.joblog")
        command = [parallel, "--will-cite", "--jobs", "3", "--joblog", joblog, "--halt", "now,fail=1",
                   MATCH, *MATCH_ARGS, "--part", "{}/3", "-o", os.path.join(local, "part{}.txt"),
                   *PLAYERS, ":::", "1", "2", "3"]
        run(command)
        parts = sorted(os.path.join(local, name) for name in os.listdir(local))
        check(len(parts) == 3, f"three part files: {parts}")
        check(summary(parts) == reference, "GNU parallel, locally: the merged summary is the single run's")
        check(overlapped(joblog), "the parts ran at the same time")
        print(f"local: {sum(len(game_lines(p)) for p in parts)} games in 3 parts, the same summary")

        # Again: every part resumes its file and plays nothing.
        before = [open(p, encoding="utf-8").read() for p in parts]
        again = run(command)
        check([open(p, encoding="utf-8").read() for p in parts] == before, "a rerun keeps every part file")
        check("already holds" in again.stderr, f"and says so: {again.stderr!r}")

        # Through ssh: two job slots on one "host" (this machine).
        ssh = os.path.join(tmp, "fake-ssh")
        with open(ssh, "w") as f:
            f.write(FAKE_SSH)
        os.chmod(ssh, os.stat(ssh).st_mode | stat.S_IXUSR)
        remote = os.path.join(tmp, "remote")
        os.mkdir(remote)
        run([parallel, "--will-cite", "--ssh", ssh, "--sshlogin", "2/node1,1/node2", "--workdir", remote,
             MATCH, *MATCH_ARGS, "--part", "{}/4", "-o", "part{}.txt", *PLAYERS, ":::", "1", "2", "3", "4"])
        parts = sorted(os.path.join(remote, name) for name in os.listdir(remote))
        check(len(parts) == 4, f"four part files in the work folder: {parts}")
        check(summary(parts) == reference, "GNU parallel --sshlogin: the merged summary is the single run's")
        hosts = open(ssh + ".hosts").read().split()
        check(set(hosts) <= {"node1", "node2"} and "node1" in hosts, f"the jobs went through ssh: {hosts}")
        print(f"--sshlogin: 4 parts on {sorted(set(hosts))}, the same summary")

        # The Slurm array job script: tasks 0, 2, 4, 6, 8 of --array=0-8:2.
        slurm = os.path.join(tmp, "slurm")
        os.mkdir(slurm)
        environment = dict(os.environ, REVERSI_MATCH=MATCH, SLURM_ARRAY_TASK_MIN="0",
                           SLURM_ARRAY_TASK_MAX="8", SLURM_ARRAY_TASK_STEP="2", SLURM_ARRAY_TASK_COUNT="5")
        run([parallel, "--will-cite", "--jobs", "5", "SLURM_ARRAY_TASK_ID={}", sbatch, "class",
             *MATCH_ARGS, *PLAYERS, ":::", "0", "2", "4", "6", "8"], cwd=slurm, env=environment)
        parts = sorted(os.path.join(slurm, name) for name in os.listdir(slurm))
        check([os.path.basename(p) for p in parts] == [f"class-part{i}-of-5.txt" for i in range(1, 6)],
              f"one file per task: {parts}")
        check(summary(parts) == reference, "the Slurm array job: the merged summary is the single run's")
        print("Slurm array job script: 5 tasks, the same summary")
        outside = subprocess.run([sbatch, "class"], capture_output=True, text=True,
                                 env={k: v for k, v in os.environ.items() if not k.startswith("SLURM_")})
        check(outside.returncode == 2 and "array" in outside.stderr, "outside an array job it says how to run it")

    if failures:
        print(f"{failures} check(s) failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
