"""The exported tests (`<Name>Tests.swift`, Swift Testing), built and run against the UIKit model:
the classes as the module `App` (with testing enabled, as Xcode builds an app for its tests), the
tests of every chosen class as one test module beside it, linked with Swift Testing's entry point
(Runner.swift). Each failing expectation is one line, naming the button, the test, its argument
and the expectation."""

import json
import os
import subprocess

from .cache import cached, digest

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = os.path.join(HERE, "Runner.swift")
SWIFT_6 = ["-swift-version", "6", "-parse-as-library"]


def warned(output):
    return "warning:" in output


def build_app(swiftc, model, cache, classes, run):
    """The exported classes as the module App: a static library and its module, with testing
    enabled. Returns (folder, None), or (None, what the compiler printed)."""
    paths = [exported.path for exported in classes]

    def make(folder):
        built = run([swiftc] + SWIFT_6 + ["-enable-testing", "-module-name", "App", "-emit-library", "-static",
                                          "-emit-module", "-emit-module-path", os.path.join(folder, "App.swiftmodule"),
                                          "-o", os.path.join(folder, "libApp.a"), "-I", model] + paths, cwd=folder)
        output = built.stdout + built.stderr
        return output or "(no output)" if built.returncode != 0 or warned(output) else None

    return cached(cache, "app", digest(paths, [swiftc, os.path.basename(model)]), "libApp.a", make)


def tests_beside(classes):
    """`<Name>Tests.swift` beside each class that has one, in the classes' order."""
    found = []
    for exported in classes:
        path = os.path.join(os.path.dirname(exported.path), exported.name + "Tests.swift")
        if os.path.exists(path):
            found.append(path)
    return found


def build_tests(swiftc, model, app, cache, tests, run):
    """The tests and Swift Testing's entry point, linked with App and the model: the test program.
    Returns (path, None), or (None, what the compiler printed)."""

    def make(folder):
        built = run([swiftc] + SWIFT_6 + ["-module-name", "AppTests", "-I", model, "-I", app, "-L", model, "-L", app,
                                          "-lApp", "-lUIKit", "-lm"] + tests
                    + [RUNNER, "-o", os.path.join(folder, "tests")], cwd=folder)
        output = built.stdout + built.stderr
        return output or "(no output)" if built.returncode != 0 or warned(output) else None

    folder, problem = cached(cache, "tests", digest(tests + [RUNNER], [swiftc, os.path.basename(app)]), "tests", make)
    return (os.path.join(folder, "tests") if folder else None), problem


def quoted(text):
    return json.dumps(text, ensure_ascii=False)


def run_tests(program, bundle, events_path, buttons_by_suite, limit):
    """Runs the test program (its colours read from the asset catalog in `bundle`) and reads its
    event stream. Returns (failure lines, passed, total, stop note or None)."""
    try:
        finished = subprocess.run([program, "--event-stream-output-path", events_path, "--event-stream-version", "0"],
                                  capture_output=True, text=True, timeout=limit,
                                  env={**os.environ, "UIKIT_MODEL_BUNDLE": bundle})
        stopped = None
        if finished.returncode not in (0, 1):  # 1: a test failed; anything else: it stopped
            stopped = f"the exported tests stopped (status {finished.returncode}):\n" + \
                (finished.stdout + finished.stderr)[-2000:]
    except subprocess.TimeoutExpired:
        stopped = f"the exported tests did not finish within {limit} s"
    lines, functions, failing = [], [], set()
    if os.path.exists(events_path):
        with open(events_path, encoding="utf-8") as stream:
            for record in stream:
                lines_for, function = read_record(record, buttons_by_suite, failing)
                lines += lines_for
                if function:
                    functions.append(function)
    total = len(functions)
    return lines, total - len(failing), total, stopped


def read_record(text, buttons_by_suite, failing):
    """One JSON record of the event stream: ([failure line], the test function it declares or None)."""
    try:
        record = json.loads(text)
    except ValueError:
        return [], None
    payload = record.get("payload") or {}
    if record.get("kind") == "test":
        return [], payload.get("id") if payload.get("kind") == "function" else None
    if record.get("kind") != "event" or payload.get("kind") != "issueRecorded":
        return [], None
    if (payload.get("issue") or {}).get("isKnown"):
        return [], None
    test_id = payload.get("testID") or ""
    failing.add(test_id)
    # AppTests.FollowButtonTests/reviewedState(_:)/FollowButtonTests.swift:82:6
    parts = test_id.split("/")
    suite = parts[0].split(".")[-1]
    test = parts[1] if len(parts) > 1 else suite
    where = (payload.get("issue") or {}).get("sourceLocation") or {}
    at = f"{os.path.basename(where.get('fileID', '?'))}:{where.get('line', '?')}"
    case = (payload.get("_testCase") or {}).get("displayName")
    message = " ".join(m.get("text", "") for m in payload.get("messages") or [] if m.get("symbol") != "details")
    button = buttons_by_suite.get(suite, suite)
    argument = f" argument={quoted(case)}" if case else ""
    return [f"button={button} test={quoted(suite + '/' + test)}{argument} at={at} field=test issue={quoted(message)}"], None
