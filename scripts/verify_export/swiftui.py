"""`scripts/verify-export --framework swiftui`: the SwiftUI twins (`button-sim export swiftui`)
against the review under SwiftUI's rules, on Linux, with the SwiftUI stand-in
(Tests/ExportTests/SwiftUIModel).

Two checks. The look table: a driver built with each exported `<Name>.swift` looks up, for every
state `button-sim facts --framework swiftui` lists (every locale, the default environment, focused
states included: the table is keyed by focus), the row of the twin's table and prints its title,
label and value keys (with the counters' values a title interpolates, the model's first ones),
colours, spinner, image and selected trait; the keys are read in the exported String Catalog for the
record's locale (the counters written into its `%@`) and the colours in the exported Colors.xcassets
(the default appearance), and compared with the facts' title, label, reading (its label and value),
colours, spinner and image. A record in a machine state that keeps an earlier state's title is
looked up under the title it shows, or under any kept title when it shows none of them. The model: the exported `<Name>SwiftUITests.swift` (Swift Testing) is built with
the twin and run: the table against the contract and every tested transition of the model, with the
enabled it leaves. Positions are not compared: the stand-in does not lay out."""

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STAND_IN = os.path.join(ROOT, "Tests", "ExportTests", "SwiftUIModel")
# Apple's names for the locales whose catalog entries are stored under another tag (AppleLocale).
APPLE_LOCALES = {"zh": "zh-Hans", "zh-CN": "zh-Hans", "zh-TW": "zh-Hant", "zh-HK": "zh-Hant"}
RUNNER = """import Testing

@main struct Runner {
    static func main() async {
        await Testing.__swiftPMEntryPoint() as Never
    }
}
"""


def run(arguments, **options):
    return subprocess.run(arguments, capture_output=True, text=True, **options)


def build_stand_in(swiftc, cache, fail):
    """The stand-in as a static library and module, once per version of its sources."""
    sources = sorted(os.path.join(STAND_IN, name) for name in os.listdir(STAND_IN) if name.endswith(".swift"))
    digest = hashlib.sha256()
    for source in sources:
        with open(source, "rb") as file:
            digest.update(file.read())
    folder = os.path.join(cache, "swiftui-" + digest.hexdigest()[:16])
    if os.path.exists(os.path.join(folder, "libSwiftUI.a")):
        return folder
    scratch = tempfile.mkdtemp(dir=cache)
    result = run([swiftc, "-emit-library", "-static", "-emit-module", "-module-name", "SwiftUI", "-parse-as-library",
                  "-swift-version", "6", "-o", os.path.join(scratch, "libSwiftUI.a"),
                  "-emit-module-path", os.path.join(scratch, "SwiftUI.swiftmodule")] + sources)
    if result.returncode != 0:
        shutil.rmtree(scratch, ignore_errors=True)
        fail("the SwiftUI stand-in does not build:\n" + result.stdout + result.stderr)
    try:
        os.rename(scratch, folder)
    except OSError:
        shutil.rmtree(scratch, ignore_errors=True)  # another run built it meanwhile
    return folder


# Font.Weight's names on CSS's scale, as the facts give a title's weight.
WEIGHTS = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
           "bold": 700, "heavy": 800, "black": 900}


class Twin:
    """What the driver needs of one exported `<Name>.swift`: its names and its state's inputs."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)[:-len(".swift")]
        with open(path, encoding="utf-8") as file:
            text = file.read()
        match = re.search(r"export swiftui --button (\S+?)`", text)
        self.button = match.group(1) if match else None
        state = text[text.index(f"struct {self.name}State:"):text.index(f"struct {self.name}Look:")]
        cases = re.findall(r"/// `([^`]*)`(?:, image \"(.*)\")?\.\n\s*case (\w+)", state)
        self.modes = {name: case for name, _, case in cases}
        # The case the twin keys an image under: the first machine state showing it.
        self.image_cases = {}
        for _, image, case in cases:
            if image:
                self.image_cases.setdefault(image, case)
        # The title's weight: per state in the look table, else one weight in the style's font.
        self.weight_in_look = "var weight: Font.Weight" in text
        fixed = re.search(r"\.font\(\.system\(\.\w+, weight: \.(\w+)\)\)", text)
        self.fixed_weight = WEIGHTS.get(fixed.group(1)) if fixed else None
        self.keeps_image = "var imageSetBy" in state
        self.keeps_title = "var titleSetBy" in state
        self.custom = dict(re.findall(r"/// The custom state `([^`]*)`\.\n\s*var (\w+) = false", state))
        self.has_machine = "enum Mode" in state
        # The texts' resource: `.resource`, or `.resource(likes: 1234)` with the counters' first values.
        signature = re.search(r"func resource\(([^)]*)\) -> LocalizedStringResource", text)
        if signature:
            counters = re.findall(r"(\w+): Int", signature.group(1))
            initial = dict(re.findall(r"private\(set\) var (\w+) = (-?\d+)", text))
            self.resource = ".resource(" + ", ".join(f"{name}: {initial[name]}" for name in counters) + ")"
        else:
            self.resource = ".resource"

    def states(self, record, catalog):
        """The Swift states a facts record can be, `.init(mode: .idle, isPressed: true, ...)`: one,
        or, when the machine state keeps an earlier state's title and the record does not show it,
        one per state that sets a title (the facts list such states once: they look the same)."""
        flags = set() if record["state"] == "normal" else set(record["state"].split())
        parts = [f"mode: .{self.modes[record['mode']]}"] if self.has_machine else []
        if self.keeps_image and record.get("image") in self.image_cases:
            parts.append(f"imageSetBy: .{self.image_cases[record['image']]}")
        heads = [parts]
        if self.keeps_title:
            titled = [name for name in self.modes
                      if f"{self.button}.machine.{name}.title" in catalog.strings["strings"]]
            if record["mode"] in titled:
                kept = [record["mode"]]
            else:
                shown = [name for name in titled
                         if catalog.text(f"{self.button}.machine.{name}.title", record["locale"])
                         in (record["title"], record["label"])]
                kept = shown or titled + [None]
            heads = [parts + ([f"titleSetBy: .{self.modes[name]}"] if name else []) for name in kept]
        tail = [f"isPressed: {str('highlighted' in flags).lower()}", f"isEnabled: {str('disabled' not in flags).lower()}",
                  f"isFocused: {str('focused' in flags).lower()}", f"isSelected: {str('selected' in flags).lower()}"]
        tail += [f"{prop}: {str(name in flags).lower()}" for name, prop in self.custom.items()]
        return [".init(" + ", ".join(head + tail) + ")" for head in heads]


def driver(twins, records, catalog):
    """The Swift that prints, per record, the row its twin's table has for it."""
    lines = ["import SwiftUI", "", "@MainActor func describe(_ color: Color?) -> String {",
             "    guard let color else { return \"-\" }",
             "    if let name = color.name { return \"name:\" + name }",
             "    return \"rgb:\" + color.components.map { String(Int(($0 * 255).rounded())) }.joined(separator: \",\")",
             "}", "",
             "// A text as its key and the arguments of its interpolations, separated by U+001F.",
             "func describe(_ text: LocalizedStringResource?) -> String {",
             "    guard let text else { return \"-\" }",
             "    return ([text.key] + text.defaultValue.arguments).joined(separator: \"\\u{1F}\")",
             "}", "", "@MainActor func readOut() {"]
    for index, (twin, record) in enumerate(records):
        found = " ?? ".join(f"{twin.name}Look.table[{state}]" for state in twin.states(record, catalog))
        text = "describe(look.{field}?" + twin.resource + ")"
        lines.append(f"    if let look = {found} {{")
        lines.append(f"        print(\"{index}\\ttitle\\t\\({text.format(field='title')})\\tlabel\\t\\({text.format(field='label')})"
                     f"\\tvalue\\t\\({text.format(field='value')})\\tforeground\\t\\(describe(look.foreground))"
                     "\\tbackground\\t\\(describe(look.background))\\tborder\\t\\(describe(look.border))"
                     "\\tspinnerColor\\t\\(describe(look.spinner))\\tspinner\\t\\(look.showsSpinner)"
                     "\\timage\\t\\(look.systemImage ?? look.imageAsset ?? \"-\")\\tselected\\t\\(look.isSelected)"
                     + ("\\tweight\\t\\(look.weight.modelValue)" if twin.weight_in_look else "") + "\")")
        lines.append(f"    }} else {{ print(\"{index}\\tmissing\") }}")
    lines += ["}", "", "@main struct Driver {", "    @MainActor static func main() { readOut() }", "}"]
    return "\n".join(lines) + "\n"


def checkable(path, destination):
    """The file with each `#Preview` as a `Preview` value and without `@testable import` (one module)."""
    out, count = [], 0
    with open(path, encoding="utf-8") as file:
        for line in file.read().split("\n"):
            if line.startswith("@testable import "):
                continue
            if line.startswith("#Preview("):
                count += 1
                line = f"private let preview{count} = Preview(" + line[len("#Preview("):]
            out.append(line)
    with open(destination, "w", encoding="utf-8") as file:
        file.write("\n".join(out))
    return destination


class Catalog:
    """The exported String Catalog and asset catalog, read as the app reads them."""

    def __init__(self, folder):
        self.folder = folder
        with open(os.path.join(folder, "Localizable.xcstrings"), encoding="utf-8") as file:
            self.strings = json.load(file)

    def text(self, described, locale):
        """The text of `key` (with the arguments of its interpolations after U+001F) in `locale`."""
        if described == "-":
            return ""
        key, *arguments = described.split("\x1f")
        entry = self.strings["strings"].get(key, {}).get("localizations", {})
        for tag in (locale, APPLE_LOCALES.get(locale), self.strings.get("sourceLanguage")):
            if tag in entry:
                value = entry[tag]["stringUnit"]["value"]
                return fill(value, arguments) if arguments else value
        return key

    def color(self, described):
        if described == "-":
            return None
        kind, value = described.split(":", 1)
        if kind == "rgb":
            channels = [int(part) for part in value.split(",")]
            return None if channels[3] == 0 else "#" + "".join(f"{c:02X}" for c in channels[:3])
        path = os.path.join(self.folder, "Colors.xcassets", value + ".colorset", "Contents.json")
        if not os.path.exists(path):
            return f"(no colour set {value})"
        with open(path, encoding="utf-8") as file:
            entries = json.load(file)["colors"]
        plain = next(entry for entry in entries if "appearances" not in entry)["color"]["components"]
        if float(plain["alpha"]) == 0:
            return None
        return "#" + "".join(plain[c][2:].upper() for c in ("red", "green", "blue"))


def fill(format_string, arguments):
    """A catalog format (`%@`, `%1$@`, `%%`) with the arguments written in, as Foundation fills it."""
    position = iter(range(len(arguments)))

    def argument(match):
        if match.group(0) == "%%":
            return "%"
        index = int(match.group(1)) - 1 if match.group(1) else next(position, 0)
        return arguments[index] if index < len(arguments) else match.group(0)

    return re.sub(r"%%|%(?:(\d+)\$)?@", argument, format_string)


def compare(twin, catalog, row, record):
    """The fields where the row disagrees with the record: (field, facts, export). The reading is
    compared by its parts (label, then the value's words), not its whole wording, which is
    VoiceOver's in each language."""
    if row is None:
        return [("state", "reachable", "no row in the look table")]
    locale = record["locale"]
    title = catalog.text(row["title"], locale)
    label = catalog.text(row["label"], locale) if row["label"] != "-" else title
    words = catalog.text(row["value"], locale)
    reads_ok = label in record["reads"] and (not words or words in record["reads"].split(label, 1)[1])
    got = {"title": title, "label": label, "reads": record["reads"] if reads_ok else f"{label} / {words}",
           "fg": catalog.color(row["foreground"]), "bg": catalog.color(row["background"]),
           "border": catalog.color(row["border"]), "spinnerColor": catalog.color(row["spinnerColor"]),
           "spinner": row["spinner"] == "true", "image": None if row["image"] == "-" else row["image"]}
    want = {"title": record["title"], "label": record["label"], "reads": record["reads"],
            "fg": record["foreground"], "bg": record.get("background"), "border": record.get("border"),
            "spinnerColor": record["spinnerColor"], "spinner": record["spinner"],
            # An image is compared by presence: the twin names its SF Symbol, the facts its glyph.
            "image": got["image"] if record.get("image") and got["image"] else record.get("image")}
    if record["title"]:
        # The weight the title is drawn in: the row's, or the style's one weight.
        got["titleWeight"] = int(row["weight"]) if "weight" in row else twin.fixed_weight
        want["titleWeight"] = record["layout"]["titleWeight"]
    return [(field, want[field], got[field]) for field in want if want[field] != got[field]]


def verify(button_sim, swiftc, board, ids, cache, export_dir, fail):
    """Exports (unless given), drives and compares; prints the lines; returns the exit status."""
    work = tempfile.mkdtemp(prefix="verify-swiftui-", dir=cache)
    try:
        if not export_dir:
            export_dir = os.path.join(work, "export")
            for button in ids:
                exported = run([button_sim, "export", "swiftui", "--button", button, "--output", export_dir] + board)
                if exported.returncode != 0:
                    fail(f"export swiftui of {button} failed:\n" + (exported.stderr or exported.stdout).strip(),
                         exported.returncode or 1)
        facts = run([button_sim, "facts", "--framework", "swiftui", "--environments", "standard"]
                    + [item for button in ids for item in ("--button", button)] + board)
        if facts.returncode != 0:
            fail((facts.stderr or facts.stdout).strip(), facts.returncode)
        twins = {}
        for name in sorted(os.listdir(export_dir)):
            if name.endswith(".swift") and not name.endswith("Tests.swift"):
                twin = Twin(os.path.join(export_dir, name))
                twins[twin.button] = twin
        missing = [button for button in ids if button not in twins]
        if missing:
            fail(f"no SwiftUI twin for {', '.join(missing)} in {export_dir}", 64)
        records = [json.loads(line) for line in facts.stdout.splitlines() if line.strip()]
        chosen = [(twins[record["button"]], record) for record in records]
        stand_in = build_stand_in(swiftc, cache, fail)
        sources = [checkable(twins[button].path, os.path.join(work, twins[button].name + ".swift")) for button in ids]
        main_file = os.path.join(work, "Driver.swift")
        catalog = Catalog(export_dir)
        with open(main_file, "w", encoding="utf-8") as file:
            file.write(driver(twins, chosen, catalog))
        binary = os.path.join(work, "driver")
        base = [swiftc, "-swift-version", "6", "-parse-as-library", "-module-name", "App", "-I", stand_in, "-L",
                stand_in, "-lSwiftUI"]
        built = run(base + sources + [main_file, "-o", binary])
        if built.returncode != 0 or "warning:" in built.stdout + built.stderr:
            print(built.stdout + built.stderr, end="")
            print("verify-export: the SwiftUI twins do not build cleanly against the SwiftUI stand-in (Swift 6)")
            return 1
        shown = run([binary], timeout=600)
        if shown.returncode != 0:
            fail(f"the look tables stopped while being read:\n{shown.stdout[-2000:]}{shown.stderr}")
        rows = {}
        for line in shown.stdout.splitlines():
            parts = line.split("\t")
            rows[int(parts[0])] = None if parts[1] == "missing" else dict(zip(parts[1::2], parts[2::2]))
        status = 0
        summaries = []
        agreeing_all = 0
        for button in ids:
            twin = twins[button]
            agreeing, total = 0, 0
            for index, (owner, record) in enumerate(chosen):
                if owner is not twin:
                    continue
                total += 1
                differences = compare(twin, catalog, rows.get(index), record)
                agreeing += not differences
                for field, want, got in differences:
                    print(f"button={button} mode={record.get('mode') or '-'} state=\"{record['state']}\" "
                          f"locale={record['locale']} field={field} facts={json.dumps(want, ensure_ascii=False)} "
                          f"export={json.dumps(got, ensure_ascii=False)}")
            tests = run_tests(twin, export_dir, work, base)
            summaries.append(f"{button}: {agreeing} of {total} states agree (every locale; {tests})")
            agreeing_all += agreeing
            status |= 0 if agreeing == total and "failed" not in tests else 1
        for summary in summaries:
            print(summary)
        total_all = len(chosen)
        print(f"{agreeing_all} of {total_all} states agree")
        return status if agreeing_all == total_all else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_tests(twin, export_dir, work, base):
    """Builds the twin with its generated Swift Testing file and runs it; a short account."""
    tests = os.path.join(export_dir, twin.name + "SwiftUITests.swift")
    if not os.path.exists(tests):
        return "no generated tests"
    runner = os.path.join(work, "Runner.swift")
    with open(runner, "w", encoding="utf-8") as file:
        file.write(RUNNER)
    binary = os.path.join(work, twin.name + "-tests")
    built = run(base + [checkable(twin.path, os.path.join(work, "Twin.swift")),
                        checkable(tests, os.path.join(work, "Tests.swift")), runner, "-o", binary])
    if built.returncode != 0 or "warning:" in built.stdout + built.stderr:
        print(built.stdout + built.stderr, end="")
        return "its generated tests failed to build"
    result = run([binary], timeout=600)
    summary = re.search(r"Test run with (\d+) tests?.*?(passed|failed)", result.stdout + result.stderr)
    if result.returncode != 0 or summary is None:
        print((result.stdout + result.stderr)[-3000:])
        return "its generated tests failed"
    return f"its {summary.group(1)} generated tests of table and model pass"
