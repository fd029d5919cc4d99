# SPDX-License-Identifier: MIT
"""Reading the app through AT-SPI, as a screen reader does.

The probe runs in the app's D-Bus session under a Python that has gi and
Atspi (the test's own, else /usr/bin/python3) and prints the accessible
tree of the app as JSON: one object per node with its role, name,
description, focus and whether it is showing.
"""

import json
import os
import subprocess
import sys

from harness import TestFailure

# Run in the app's D-Bus session: prints the accessible tree of the app as
# JSON, one object per node with role, name, description and focus.
PROBE = r'''
import json, sys
import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi

nodes = []
def walk(acc, depth):
    if depth > 40:
        return
    try:
        nodes.append({
            "role": acc.get_role_name(),
            "name": acc.get_name() or "",
            "description": acc.get_description() or "",
            "focused": acc.get_state_set().contains(Atspi.StateType.FOCUSED),
            "showing": acc.get_state_set().contains(Atspi.StateType.SHOWING),
            "states": [Atspi.StateType(s).value_nick for s in acc.get_state_set().get_states()],
            "depth": depth,
        })
        for i in range(acc.get_child_count()):
            walk(acc.get_child_at_index(i), depth + 1)
    except Exception as error:
        nodes.append({"role": "error", "name": str(error), "description": "", "focused": False,
                      "showing": False})

desktop = Atspi.get_desktop(0)
for i in range(desktop.get_child_count()):
    app = desktop.get_child_at_index(i)
    if app is not None and app.get_name() == sys.argv[1]:
        walk(app, 0)
print(json.dumps(nodes))
'''


def atspi_python():
    check = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
    for candidate in (sys.executable, "/usr/bin/python3"):
        if candidate and os.access(candidate, os.X_OK):
            if subprocess.run([candidate, "-c", check], capture_output=True).returncode == 0:
                return candidate
    return None


def accessible_tree(app, python):
    out = subprocess.run([python, "-c", PROBE, os.path.basename(app.args[0])], env=app.env,
                         capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise TestFailure("the AT-SPI probe failed: %s" % out.stderr.strip()[-2000:])
    return json.loads(out.stdout)


def find_node(nodes, role, name):
    for node in nodes:
        if node["role"] == role and node["name"] == name:
            return node
    return None
