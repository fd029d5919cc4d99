#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The metainfo's releases (written from NEWS) are true to the build.

    test-metainfo-release.py METAINFO VERSION

The newest release must be VERSION, the version meson builds (bump
NEWS with the project's version), the releases newest first with dates
that never go forward, and each release must say what it brought (a
description with at least one paragraph or list item).
"""
import sys
import xml.etree.ElementTree as ET


def main(argv):
    metainfo, version = argv[1], argv[2]
    releases = ET.parse(metainfo).getroot().findall("./releases/release")
    problems = []
    if not releases:
        problems.append("no release: NEWS gave none")
    elif releases[0].get("version") != version:
        problems.append("the newest release is %s, the build is %s: add a NEWS entry"
                        % (releases[0].get("version"), version))
    dates = [r.get("date", "")[:10] for r in releases]
    if dates != sorted(dates, reverse=True):
        problems.append("release dates out of order: %s" % dates)
    for release in releases:
        description = release.find("description")
        if description is None or not (description.findall("p") or description.findall("ul/li")):
            problems.append("release %s says nothing of what it brought" % release.get("version"))
    for problem in problems:
        print("FAIL: " + problem)
    if not problems:
        print("ok: %d release(s), the newest %s of %s" % (len(releases), version, dates[0]))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
