# SPDX-License-Identifier: MIT
"""Running the Reversi app under Xvfb for the GUI tests.

Each test gets its own X server on a free display, and each app instance
its own D-Bus session, home and XDG folders, so instances never see one
another (a GApplication on a shared bus would hand its command line over to
the first instance and exit) and nothing of the user's leaks in.

The app reports what it shows through REVERSI_STATE_FILE (key=value lines,
written atomically by app/reversi-frame-state-file.c); the tests read that
file and drive the app with real X input from xdotool.
"""

import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77


class TestFailure(Exception):
    pass


_STARTED = time.monotonic()


def log(*args):
    """Print a line with the seconds since the test started, so a slow
    step shows in CI's log."""
    print("[%6.1f s]" % (time.monotonic() - _STARTED), *args, flush=True)


def require_tools(app_path, tools):
    """Exit with the skip status when something the test needs is missing."""
    if not app_path or not os.access(app_path, os.X_OK):
        log("SKIP: the app %s has not been built" % app_path)
        sys.exit(SKIP)
    for tool in tools:
        if shutil.which(tool) is None:
            log("SKIP: %s is not installed" % tool)
            sys.exit(SKIP)


def run(args, timeout=30, check=True, env=None):
    result = subprocess.run(args, capture_output=True, text=True, timeout=timeout, env=env)
    if check and result.returncode != 0:
        raise TestFailure("%s failed (%d): %s" % (" ".join(args), result.returncode,
                                                  result.stderr.strip()))
    return result.stdout


class XServer:
    """An Xvfb on a display it picks itself (-displayfd), so parallel tests
    never fight over a display number."""

    def __init__(self, geometry="1280x1024x24"):
        read_end, write_end = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", geometry,
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        number = b""
        deadline = time.monotonic() + 30
        while not number.endswith(b"\n"):
            left = deadline - time.monotonic()
            ready, _, _ = select.select([read_end], [], [], max(left, 0))
            if not ready:
                self.stop()
                raise TestFailure("Xvfb did not start within 30 s")
            chunk = os.read(read_end, 32)
            if not chunk:
                self.stop()
                raise TestFailure("Xvfb exited at start-up")
            number += chunk
        os.close(read_end)
        self.display = ":" + number.decode().strip()
        self.env = dict(os.environ, DISPLAY=self.display)

    def xdotool(self, *args, timeout=30, check=True):
        started = time.monotonic()
        result = run(["xdotool"] + [str(a) for a in args], timeout=timeout,
                     check=check, env=self.env)
        if time.monotonic() - started > 2.0:  # a stall that slows every CI run
            log("xdotool %s took %.1f s" % (" ".join(str(a) for a in args),
                                            time.monotonic() - started))
        return result

    def screenshot(self, path, window="root"):
        """Save the screen (or one window) as a PNG; never raises."""
        try:
            run(["import", "-window", str(window), path], env=self.env, timeout=30)
            log("screenshot saved: %s" % path)
        except Exception as error:  # a failed screenshot must not hide the real failure
            log("could not save screenshot %s: %s" % (path, error))

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def read_state(path):
    """The state file as a dict; {} before the app has written it."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        return {}
    state = {}
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if sep:
            state[key] = value
    return state


def move_list(state):
    return state.get("moves", "").split()


def prepare_home(session, name):
    """A home with a Documents folder that XDG user-dirs names."""
    home = os.path.join(session.tmp, name + "-home")
    documents = os.path.join(home, "Documents")
    config = os.path.join(home, ".config")
    os.makedirs(documents)
    os.makedirs(config)
    with open(os.path.join(config, "user-dirs.dirs"), "w") as f:
        f.write('XDG_DOCUMENTS_DIR="$HOME/Documents"\n')
    return home, documents


def wait_for_file(path, predicate, what, timeout=20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if predicate(text):
                return text
        time.sleep(0.1)
    raise TestFailure("%s: %s never showed %s" % (what, path, what))


def answer_file_chooser(app, keys, name):
    """Press keys (which open the Save As chooser), type a bare name into
    the chooser's name field and press Return."""
    app.focus()
    app.xserver.xdotool("key", "--clearmodifiers", keys)
    time.sleep(2.0)
    app.xserver.xdotool("key", "--clearmodifiers", "ctrl+a")
    app.xserver.xdotool("type", "--delay", "30", name)
    app.xserver.xdotool("key", "Return")


def open_game_list(app):
    """In the open New Game dialog: open the Game drop-down (Alt+G) with
    the pointer out of its way.  The list's rows follow the pointer (a
    drop-down activates on a single click, so hovering moves the
    selection): a pointer left in the middle of the screen sits on a row
    once the list is long enough (eight games), and the keys the test
    then presses start from that row instead."""
    app.xserver.xdotool("mousemove", "0", "0")
    app.xserver.xdotool("key", "--clearmodifiers", "alt+g")
    time.sleep(0.7)


def start_from_game_list(app, downs):
    """In the open New Game dialog: the Game drop-down (Alt+G) moved DOWNS
    rows (up when negative; its list opens on Reversi's row when Reversi
    is shown), Enter, then Start (Alt+S)."""
    open_game_list(app)
    for _ in range(abs(downs)):
        app.xserver.xdotool("key", "Down" if downs > 0 else "Up")
        time.sleep(0.1)
    app.xserver.xdotool("key", "Return")
    time.sleep(0.5)
    app.xserver.xdotool("key", "--clearmodifiers", "alt+s")


def check_refused(app, text, earlier_message, board_key="board"):
    """Type text, which the app must refuse: a new message, the same
    board (the state's board_key) and moves.  Returns the message."""
    before = app.wait_for("the human's turn", lambda s: s.get("human_to_move") == "1")
    app.type_move(text)
    app.wait_for("a message about %r" % text,
                 lambda s: s.get("message", "") not in ("", earlier_message))
    time.sleep(0.3)  # anything the refusal wrongly set off would show by now
    after = app.state()
    if after.get(board_key) != before.get(board_key) or after.get("moves") != before.get("moves"):
        raise TestFailure("typing %r changed the game: %r -> %r"
                          % (text, before.get("moves"), after.get("moves")))
    log("refused %r with message: %s" % (text, after["message"]))
    return after["message"]


class App:
    """One instance of the app with its own bus, home and state file."""

    def __init__(self, xserver, app_path, args, name, workdir, language=None, home=None,
                 extra_env=None):
        self.xserver = xserver
        self.name = name
        self.dir = os.path.join(workdir, name)
        os.makedirs(self.dir, exist_ok=home is not None)
        # A test may prepare the home first (autosaves, user folders) and
        # start the app in it more than once.
        home = home or os.path.join(self.dir, "home")
        runtime = os.path.join(self.dir, "runtime")
        for folder in (home, runtime):
            os.makedirs(folder, mode=0o700, exist_ok=True)
        self.state_path = os.path.join(self.dir, "state")
        self.log_path = os.path.join(self.dir, "app.log")
        env = dict(xserver.env)
        for key in ("WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "LANGUAGE", "LC_ALL",
                    "LC_MESSAGES", "GTK_THEME"):
            env.pop(key, None)
        env.update({
            "HOME": home,
            "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
            "XDG_STATE_HOME": os.path.join(home, ".local", "state"),
            "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "XDG_RUNTIME_DIR": runtime,
            "GSETTINGS_BACKEND": "memory",
            "GDK_BACKEND": "x11",
            # Xvfb has no GL: the cairo renderer draws the same pixels
            # without the software-GL start-up cost.
            "GSK_RENDERER": "cairo",
            "REVERSI_STATE_FILE": self.state_path,
            "LANG": "C.UTF-8",
        })
        if language:
            env["LANGUAGE"] = language
        # Under AddressSanitizer (CI's second run) the window is checked for
        # memory errors but not for leaks: fontconfig and GTK keep caches
        # until exit, and their stacks (built without frame pointers) cannot
        # be told from the app's, so a leak report would only turn the exit
        # status of a clean SIGTERM into 1.  The kit's own code is
        # leak-checked by every other suite.
        if "ASAN_OPTIONS" in env:
            env["ASAN_OPTIONS"] += ":detect_leaks=0"
        env.update(extra_env or {})
        self.bus = None
        if shutil.which("dbus-daemon"):
            self.bus = subprocess.Popen(
                ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
            address = self.bus.stdout.readline().strip()
            if not address:
                raise TestFailure("dbus-daemon gave no address")
            env["DBUS_SESSION_BUS_ADDRESS"] = address
        self.env = env
        self.args = [app_path] + list(args)
        log("[%s] starting: %s" % (name, " ".join(self.args)))
        self.log_file = open(self.log_path, "w")
        self.proc = subprocess.Popen(self.args, env=env, stdout=self.log_file,
                                     stderr=subprocess.STDOUT, cwd=self.dir)
        self.window = None

    # -- state ---------------------------------------------------------

    def state(self):
        return read_state(self.state_path)

    def check_running(self):
        if self.proc.poll() is not None:
            raise TestFailure("[%s] the app exited with status %s" % (self.name, self.proc.returncode))

    def wait_for(self, what, predicate, timeout=60):
        """Poll the state file until predicate(state) holds; return the state."""
        deadline = time.monotonic() + timeout
        while True:
            self.check_running()
            state = self.state()
            if state and predicate(state):
                return state
            if time.monotonic() > deadline:
                raise TestFailure("[%s] timed out after %d s waiting for %s; state: %r"
                                  % (self.name, timeout, what, state))
            time.sleep(0.05)

    # -- window and input ----------------------------------------------

    def find_window(self, timeout=30, title="Reversi$"):
        """The app's main window: visible, this pid, and the title (a
        regular expression; "." for any, as in a translated app)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.check_running()
            out = self.xserver.xdotool("search", "--all", "--onlyvisible", "--pid",
                                       self.proc.pid, "--name", title, check=False)
            ids = out.split()
            if ids:
                self.window = ids[-1]
                return self.window
            time.sleep(0.2)
        raise TestFailure("[%s] no visible window titled %s for pid %d"
                          % (self.name, title, self.proc.pid))

    def find_dialog(self, main_window, timeout=20):
        """A visible window of this app other than main_window (a dialog)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            out = self.xserver.xdotool("search", "--all", "--onlyvisible", "--pid", self.proc.pid,
                                       "--name", ".", check=False)
            others = [w for w in out.split() if w != main_window]
            if others:
                return others[-1]
            time.sleep(0.2)
        raise TestFailure("[%s] no dialog appeared" % self.name)

    def focus(self):
        if self.window is None:
            self.find_window()
        # No window manager runs under Xvfb, so windowactivate (which asks
        # the window manager) cannot work; windowfocus sets the X input
        # focus directly and raise brings the window on top for clicks.
        self.xserver.xdotool("windowraise", self.window, check=False)
        self.xserver.xdotool("windowfocus", "--sync", self.window)
        time.sleep(0.1)

    def type_move(self, text):
        """Type text into the move entry (which holds the focus on a human's
        turn) and press Return."""
        # Under a loaded Xvfb a typed key is now and then lost on its way
        # ("c2" arriving as "c"), so the text is typed again when the
        # entry (the state file's entry=) does not hold it; Return goes
        # only when it does, or after the last try, as a person would.
        for attempt in range(3):
            self.focus()
            # Clear whatever an earlier refused move left in the entry.
            self.xserver.xdotool("key", "--clearmodifiers", "ctrl+a", "BackSpace")
            self.xserver.xdotool("type", "--delay", "40", text)
            if self.entry_holds(text):
                break
            log("[%s] the entry holds %r after typing %r: typing it again"
                % (self.name, self.state().get("entry"), text))
        self.xserver.xdotool("key", "Return")

    def entry_holds(self, text, timeout=3):
        """Whether the move entry shows text within timeout seconds (an
        entry that is not taking moves never does)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.state().get("entry") == text:
                return True
            time.sleep(0.05)
        return False

    def geometry(self):
        """(x, y, width, height) of the window on the screen."""
        out = self.xserver.xdotool("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return (int(values["X"]), int(values["Y"]),
                int(values["WIDTH"]), int(values["HEIGHT"]))

    def click(self, x, y):
        """Click at (x, y) in window coordinates."""
        self.focus()
        # mousemove --sync waits for the pointer to move, and when it is
        # already on the spot (the same square clicked again in a new
        # game) it gives up only after 15 s: move it only when it is not.
        if self.pointer_on_screen() != self.on_screen(x, y):
            self.xserver.xdotool("mousemove", "--window", self.window, "--sync", x, y)
        self.xserver.xdotool("click", "1")

    def pointer_on_screen(self):
        """Where the pointer is, in screen coordinates."""
        shell = self.xserver.xdotool("getmouselocation", "--shell")
        values = dict(line.split("=", 1) for line in shell.split() if "=" in line)
        return int(values["X"]), int(values["Y"])

    def on_screen(self, x, y):
        """The screen coordinates of (x, y) in the window."""
        shell = self.xserver.xdotool("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in shell.split() if "=" in line)
        return int(values["X"]) + x, int(values["Y"]) + y

    def screenshot(self, path):
        if self.window is not None:
            self.xserver.screenshot(path, self.window)

    def dump(self):
        """Everything useful for a failure report."""
        log("---- [%s] state file %s ----" % (self.name, self.state_path))
        try:
            with open(self.state_path, encoding="utf-8") as f:
                log(f.read().rstrip())
        except OSError as error:
            log("(no state file: %s)" % error)
        log("---- [%s] app output ----" % self.name)
        if not self.log_file.closed:
            self.log_file.flush()
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                log(f.read()[-4000:].rstrip())
        except OSError:
            pass

    def stop(self):
        """End the app with SIGTERM (as a session does); stopping twice is fine."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if not self.log_file.closed:
            self.log_file.close()
        if self.bus is not None:
            self.bus.terminate()
            self.bus.wait()
            self.bus = None


# -- the board on the screen --------------------------------------------

def read_ppm(data):
    """(width, height, pixels) of a binary PPM (P6, maxval 255)."""
    fields = []
    pos = 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos)
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise TestFailure("unexpected image format from import")
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[pos + 1:]


def is_felt(r, g, b):
    """A pixel of the green board (any shade the app may use for the cells)."""
    return g >= 70 and g > r + 30 and g > b + 20


def runs_of(flags):
    """Runs of True in a list of booleans, as (start, length)."""
    found = []
    start = None
    for i, flag in enumerate(flags + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            found.append((start, i - start))
            start = None
    return found


def cell_runs(runs, n):
    """The n consecutive green runs of about equal length: the cells along
    one line of the board, separated by grid lines."""
    best = None
    for i in range(len(runs) - n + 1):
        group = runs[i:i + n]
        lengths = [length for _, length in group]
        if min(lengths) < 8 or max(lengths) - min(lengths) > max(3, max(lengths) // 8):
            continue
        gaps = [group[k + 1][0] - (group[k][0] + group[k][1]) for k in range(n - 1)]
        if gaps and max(gaps) > min(lengths) // 2:
            continue
        if best is None or sum(lengths) > sum(length for _, length in best):
            best = group
    return best


def find_board(app, n):
    """Where the n x n cells are in the window, from a screenshot.

    Returns a function square_center(col, row) -> (x, y) in window
    coordinates.  It scans a row through the board's top row of cells and a
    column through its left column: at the start position those hold no
    discs, so each cell shows as one run of green between grid lines.
    """
    data = subprocess.run(["import", "-window", app.window, "-depth", "8", "ppm:-"], env=app.xserver.env,
                          capture_output=True, timeout=30, check=True).stdout
    width, height, pixels = read_ppm(data)

    def felt(x, y):
        i = 3 * (y * width + x)
        return is_felt(pixels[i], pixels[i + 1], pixels[i + 2])

    # The felt's bounding box, on a coarse sample.
    rows = [y for y in range(0, height, 2) if sum(felt(x, y) for x in range(0, width, 4)) > 10]
    if not rows:
        raise TestFailure("no green board found in the window")
    top, bottom = rows[0], rows[-1]
    columns = [x for x in range(0, width, 2)
               if sum(felt(x, y) for y in range(top, bottom + 1, 4)) > 10]
    left, right = columns[0], columns[-1]
    cell_guess = (right - left) / n
    # A line through the middle of the first row/column of cells.
    probe_y = int(top + cell_guess / 2)
    probe_x = int(left + cell_guess / 2)
    across = cell_runs(runs_of([felt(x, probe_y) for x in range(width)]), n)
    down = cell_runs(runs_of([felt(probe_x, y) for y in range(height)]), n)
    if across is None or down is None:
        raise TestFailure("could not make out %d cells in the board at (%d,%d)-(%d,%d)"
                          % (n, left, top, right, bottom))
    xs = [start + length // 2 for start, length in across]
    ys = [start + length // 2 for start, length in down]
    log("board found: cell centres x=%s y=%s" % (xs, ys))

    def square_center(col, row):
        return xs[col], ys[row]
    return square_center


class Session:
    """The X server and the apps of one test, torn down together."""

    def __init__(self, app_path, out_dir, name, geometry="1280x1024x24"):
        self.app_path = app_path
        self.out_dir = out_dir or os.getcwd()
        self.name = name
        self.tmp = tempfile.mkdtemp(prefix="reversi-%s-" % name)
        self.xserver = XServer(geometry)
        self.apps = []
        log("Xvfb on %s, work dir %s" % (self.xserver.display, self.tmp))

    def start(self, args, name, language=None, home=None, extra_env=None, fast_computer=False):
        """Start the app.  fast_computer: the computer plays without the
        half-second pause the Computer Pace setting makes by default, for
        a test that watches whole games of two computers."""
        if fast_computer:
            extra_env = dict(extra_env or {}, GSETTINGS_SCHEMA_DIR=self.fast_pace_schemas())
        app = App(self.xserver, self.app_path, args, name, self.tmp, language, home, extra_env)
        self.apps.append(app)
        return app

    def fast_pace_schemas(self):
        """A folder of the app's settings schemas, compiled with the
        default of computer-pace turned to "fast" (a vendor override: the
        settings backend and what a test changes stay as they are)."""
        folder = os.path.join(self.tmp, "schemas")
        if not os.path.exists(os.path.join(folder, "gschemas.compiled")):
            os.makedirs(folder, exist_ok=True)
            source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "app")
            for name in os.listdir(source):
                if name.endswith(".gschema.xml"):
                    shutil.copy(os.path.join(source, name), folder)
            with open(os.path.join(folder, "tests.gschema.override"), "w") as f:
                f.write("[io.github.reversi_kit.Reversi]\ncomputer-pace='fast'\n")
            run(["glib-compile-schemas", "--strict", folder])
        return folder

    def fail_report(self):
        for app in self.apps:
            app.dump()
        self.xserver.screenshot(os.path.join(self.out_dir, "%s-failure.png" % self.name))

    def close(self, keep=False):
        for app in self.apps:
            app.stop()
        self.xserver.stop()
        if keep:
            log("work dir kept: %s" % self.tmp)
        else:
            shutil.rmtree(self.tmp, ignore_errors=True)


def run_test(name, body, app_path, out_dir, geometry="1280x1024x24"):
    """Run body(session) and turn the outcome into an exit status."""
    session = None
    try:
        session = Session(app_path, out_dir, name, geometry)
        body(session)
        log("PASS: %s" % name)
        status = 0
    except (TestFailure, subprocess.SubprocessError, ValueError) as error:
        log("FAIL: %s: %s" % (name, error))
        if session is not None:
            session.fail_report()
        status = 1
    finally:
        if session is not None:
            session.close(keep=False)
    return status


def results_agree(result, black, white):
    """True when the result text names the winner the counts give, with
    the winner's count first ("Black wins 36-28", "Draw 32-32").  Empty
    squares left go to the winner, and the board's count follows ("White
    wins 13-3: 11-3 on the board, the 2 empty squares go to the winner")."""
    numbers = [int(n) for n in re.findall(r"\d+", result)]
    lowered = result.lower()
    if black == white:
        return numbers[:2] == [black, white] and "draw" in lowered
    winner, loser = ("black", "white") if black > white else ("white", "black")
    high, low = max(black, white), min(black, white)
    if len(numbers) >= 5 and "on the board" in lowered:
        empties = numbers[4]
        counted = numbers[:2] == [high + empties, low] and numbers[2:4] == [high, low]
    else:
        counted = numbers[:2] == [high, low]
    return counted and winner in lowered and loser not in lowered
