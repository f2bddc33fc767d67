#!/usr/bin/env python3
"""A coding agent's session with `listsh mcp`, through the MCP Python SDK's own stdio client.

Usage: mcp_session.py LISTSH [TRANSCRIPT]

It starts `listsh mcp` in a root of its own, as an agent's configuration would, and does what
an agent triaging a list crash does: lists the tools and the resources, reads the language
reference, explains a crash text, runs the scenario explain wrote (it raises the crash), runs it
again after a fix (it succeeds), checks a folder of scenarios, turns the scenario into a Swift
test and checks a payload's identities. It then tries what a hostile or confused agent would:
a path outside the root, a link that leads out of it, an include out of it, an unknown argument.
Every answer is checked; with TRANSCRIPT, the session is written there as the agent saw it.
"""
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

CRASH = (
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
    "reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained "
    "in an existing section after the update (3) must be equal to the number of rows contained "
    "in that section before the update (2), plus or minus the number of rows inserted or deleted "
    "from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or "
    "out of that section (0 moved in, 0 moved out).'"
)

FIXED = """platform ios17
table
data sections [[0, 1]]
batch {
  # the fix: the insert the data source's change needs
  data sections [[0, 1, 2]]
  insert rows [0:2]
}
assert len(visibleCells) == 3
"""

log = []


def say(who, text):
    log.append(f"{who}: {text}")


def check(condition, what):
    if not condition:
        print("\n".join(log[-6:]), file=sys.stderr)
        raise SystemExit(f"mcp session: FAILED: {what}")


async def call(session, tool, arguments):
    say("agent", f"tools/call {tool} {json.dumps(arguments)[:160]}")
    result = await session.call_tool(tool, arguments)
    data = result.structured_content or {}
    if result.is_error:
        say("listsh", "isError " + result.content[0].text)
        return result, data
    shown = {k: (v if not isinstance(v, str) or len(v) < 200 else v[:200] + "…") for k, v in data.items()}
    say("listsh", json.dumps(shown, ensure_ascii=False))
    return result, data


async def session(listsh, root):
    params = StdioServerParameters(command=listsh, args=["mcp", "--timeout", "60"], cwd=root)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            init = await s.initialize()
            say("listsh", f"initialize: {init.protocol_version}, {init.server_info.name} {init.server_info.version}")
            check(init.server_info.name == "listsh", "serverInfo names listsh")
            tools = await s.list_tools()
            names = sorted(t.name for t in tools.tools)
            say("listsh", f"tools/list: {', '.join(names)}")
            check(names == ["check", "emit_swift", "explain", "run", "test"], "the five tools")
            check(all(t.output_schema for t in tools.tools), "every tool has an output schema")

            resources = await s.list_resources()
            uris = [str(r.uri) for r in resources.resources]
            say("listsh", f"resources/list: {len(uris)} pages")
            check("listscript://docs/language.md" in uris, "the language reference is a resource")
            page = await s.read_resource("listscript://docs/language.md")
            check("batch" in page.contents[0].text, "the reference reads")

            # The crash, explained; the scenario it writes raises it exactly.
            _, explained = await call(s, "explain", {"text": CRASH})
            check(explained["outcome"] == "reproduced", "explain reproduces the crash")
            check(explained["reproduces"] == "exactly", "exactly")
            scenario = explained["scenario"]
            _, ran = await call(s, "run", {"scenario": scenario})
            check(ran["status"] == "runtime_error", "the scenario raises")
            check(ran["exception_name"] == "NSInternalInconsistencyException", "UIKit's exception")
            check("invalid number of rows in section 0" in ran["exception"], "the crash's text")

            # The agent's fix, mirrored in the scenario, re-run: it succeeds.
            _, fixed = await call(s, "run", {"scenario": FIXED, "profile": "ios26"})
            check(fixed["status"] == "success" and fixed["exit_code"] == 0, "the fix runs clean")

            # A suite under the root: one passes, one's transcript differs.
            _, tested = await call(s, "test", {"paths": ["scenarios"], "profiles": ["ios15"]})
            check(tested["passed"] == 1 and tested["failed"] == 1, "one file passes, one fails")
            stale = [f for f in tested["files"] if not f["passed"]]
            check(all(f["path"] == "scenarios/stale.lsh" for f in stale), "the stale transcript fails")
            check("first_difference" in stale[0], "the first difference is named")

            result, emitted = await call(s, "emit_swift", {"scenario": FIXED, "target": "headless"})
            check(not result.is_error and "import Testing" in emitted["code"], "a Swift test")

            payload = [{"id": 1, "title": "a"}, {"id": 1, "title": "b"}, {"id": 2, "title": "c"}]
            _, identities = await call(s, "check", {"data": json.dumps(payload)})
            kinds = [f["kind"] for f in identities["findings"]]
            check("duplicate_identity" in kinds, "the duplicate identity is found")

            # What the root keeps out.
            result, _ = await call(s, "test", {"paths": [".."]})
            check(result.is_error, "a path outside the root is refused")
            result, _ = await call(s, "test", {"paths": ["escape"]})
            check(result.is_error, "a link out of the root is refused")
            result, _ = await call(s, "test", {"paths": ["escape/.."]})
            check(result.is_error, "a link and '..' cannot climb out of the root")
            check(result.structured_content is None, "a failed call has no structured content")
            _, escaped = await call(s, "run", {"scenario": 'include "escape/secret.lsh"\n'})
            check(escaped["status"] in ("input_error", "parse_error", "runtime_error"), "an include through the link is refused")
            check("SECRET" not in json.dumps(escaped), "nothing outside the root is read")
            result, _ = await call(s, "check", {"file": "../outside.json"})
            check(result.is_error, "a payload outside the root is refused")
            result, _ = await call(s, "run", {"scenario": "table", "sceanrio": "typo"})
            check(result.is_error, "an unknown argument is named")
            _, looped = await call(s, "run", {"scenario": "let i = 0\nwhile true {\n  i = i + 1\n}\n", "max_steps": 100000})
            check(looped["status"] == "stopped", "the step limit stops a loop")


def main():
    listsh = os.path.abspath(sys.argv[1])
    base = tempfile.mkdtemp()
    try:
        root = os.path.join(base, "app")
        outside = os.path.join(base, "outside")
        os.makedirs(os.path.join(root, "scenarios"))
        os.makedirs(outside)
        with open(os.path.join(outside, "secret.lsh"), "w") as f:
            f.write('print "SECRET"\n')
        with open(os.path.join(base, "outside.json"), "w") as f:
            f.write("[1, 1]\n")
        os.symlink(outside, os.path.join(root, "escape"))
        with open(os.path.join(root, "scenarios", "rows.lsh"), "w") as f:
            f.write("table\ndata range(0, 3)\nassert len(visibleCells) == 3\n")
        with open(os.path.join(root, "scenarios", "stale.lsh"), "w") as f:
            f.write("table\ndata range(0, 3)\n")
        # rows.lsh's transcript as listsh test records it; stale.lsh's is out of date.
        environment = {k: v for k, v in os.environ.items() if k != "CI"}
        subprocess.run(
            [listsh, "test", "--update", "scenarios/rows.lsh"], cwd=root, env=environment,
            check=True, stdout=subprocess.DEVNULL)
        with open(os.path.join(root, "scenarios", "stale.out"), "w") as f:
            f.write("> table\n  new table 320x480 on ios15, row height 44\n")
        asyncio.run(session(listsh, root))
    finally:
        shutil.rmtree(base)
    if len(sys.argv) > 2:
        with open(sys.argv[2], "w") as f:
            f.write("\n".join(log) + "\n")
    print(f"mcp session: {sum(1 for line in log if line.startswith('agent'))} tool calls answered as expected")


main()
