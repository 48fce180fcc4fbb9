"""Reads what the exported class offers (its Mode cases, custom-state properties and
`restore` parameters, from the names the export documents) and writes the Swift driver
that puts the class in each state and environment and prints what it shows."""

import os
import re
from dataclasses import dataclass, field

SIZE_CASES = {
    "xs": "extraSmall", "s": "small", "m": "medium", "l": "large", "xl": "extraLarge",
    "xxl": "extraExtraLarge", "xxxl": "extraExtraExtraLarge", "ax1": "accessibilityMedium",
    "ax2": "accessibilityLarge", "ax3": "accessibilityExtraLarge", "ax4": "accessibilityExtraExtraLarge",
    "ax5": "accessibilityExtraExtraExtraLarge",
}
UIKIT_FLAGS = {"highlighted": "isHighlighted", "selected": "isSelected"}


@dataclass
class ExportedClass:
    name: str
    path: str
    modes: dict = field(default_factory=dict)  # machine state name -> Mode case
    custom: dict = field(default_factory=dict)  # custom state name -> Bool property
    restore: list = field(default_factory=list)  # restore(...) parameter names, in order
    events: list = field(default_factory=list)  # Event cases besides tap
    finish_step: bool = False  # whether it has finishStep()


def parse_class(folder):
    """The exported class in `folder`: the one `NAME.swift` that declares a UIButton subclass."""
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".swift") or "+" in file or file.endswith("Tests.swift"):
            continue
        path = os.path.join(folder, file)
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        declared = re.search(r"^(?:final )?class (\w+): UIButton", source, re.M)
        if not declared:
            continue
        exported = ExportedClass(declared.group(1), path)
        mode = re.search(r"enum Mode\b[^{]*\{(.*?)\n    \}", source, re.S)
        if mode:
            for name, case in re.findall(r"/// `([^`]+)`[^\n]*\n\s*case (`?\w+`?)", mode.group(1)):
                exported.modes[name] = case
        for name, prop in re.findall(r"/// Whether `([^`]+)` is on\.\n\s*var (\w+)", source):
            exported.custom[name] = prop
        events = re.search(r"enum Event \{(.*?)\n    \}", source, re.S)
        if events:
            exported.events = [case for case in re.findall(r"case (`?\w+`?)", events.group(1)) if case != "tap"]
        exported.finish_step = "func finishStep()" in source
        restore = re.search(r"func restore\(([^)]*)\)", source)
        if restore:
            exported.restore = [part.split(":")[0].strip() for part in restore.group(1).split(",") if part.strip()]
        return exported
    raise SystemExit(f"verify-export: no UIButton subclass in {folder}")


def swift_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def order(exported, parameter):
    """Where `parameter` comes in restore's list (Swift wants arguments in that order)."""
    return exported.restore.index(parameter) if parameter in exported.restore else len(exported.restore)


def restore_code(exported, state, saved_only=False):
    """Swift that puts a fresh button in `state` with `restore(...)` alone (the fallback for a
    state no tap or event reaches); `None` when restore cannot name it. With `saved_only`, the
    flags an app saves for state restoration: not `disabled`, which the machine state's entry
    or a custom state sets when the state is restored."""
    flags = set(state["flags"]) - ({"disabled"} if saved_only else set())
    if flags - set(exported.custom) - {"highlighted", "selected", "disabled"}:
        return None
    arguments = []
    if "mode" in exported.restore:
        case = exported.modes.get(state["mode"])
        if case is None:
            return None
        arguments.append(f"mode: .{case}")
    wanted = wanted_flags(exported, flags)
    afterwards = []
    for prop, value in wanted:
        if prop in exported.restore:
            if value != (prop == "isEnabled"):
                arguments.append(f"{prop}: {'true' if value else 'false'}")
        elif value != (prop == "isEnabled"):
            afterwards.append(f"button.{prop} = {'true' if value else 'false'}")
    arguments.sort(key=lambda argument: order(exported, argument.split(":")[0]))
    lines = [f"button.restore({', '.join(arguments)})"] if exported.restore else []
    return "; ".join(lines + afterwards) or "_ = button"


def wanted_flags(exported, flags):
    """The Bool properties code sets for `flags`, in the order code sets them: custom states
    (which carry their implied flags), then selected, enabled, highlighted."""
    wanted = [(prop, name in flags) for name, prop in exported.custom.items()]
    wanted += [("isSelected", "selected" in flags), ("isEnabled", "disabled" not in flags),
               ("isHighlighted", "highlighted" in flags)]
    return wanted


def flags_code(exported, state):
    """Swift that sets each flag that differs from `state`'s, as app code would."""
    flags = set(state["flags"])
    if flags - set(exported.custom) - {"highlighted", "selected", "disabled"}:
        return None
    return " ".join(f"if button.{prop} != {'true' if value else 'false'} {{ button.{prop} = {'true' if value else 'false'} }};"
                    for prop, value in wanted_flags(exported, flags)) or "_ = button"


def environment_code(environment):
    appearance, contrast, direction, size = environment
    return (f"button.traitOverrides.userInterfaceStyle = .{appearance}; "
            f"button.traitOverrides.accessibilityContrast = .{'high' if contrast == 'increased' else 'normal'}; "
            f"button.traitOverrides.layoutDirection = .{'rightToLeft' if direction == 'rtl' else 'leftToRight'}; "
            f"button.traitOverrides.preferredContentSizeCategory = .{SIZE_CASES[size]}")


def driver_source(exported, states, environments):
    """A Swift program that explores the class through taps, `finishStep()` and its declared
    events (each path replayed on a fresh button, a tap's Task hop let run; a state is new when
    its machine state, raw state or normal title is), then for each contract state takes the
    shortest path to its machine state that, with the flags set as code would, shows the
    contract's title (else `restore`), applies each environment as a trait change, and prints
    the readout (and, in the first environment, where a tap leads and what restore shows)."""
    name = exported.name
    has_mode = bool(exported.modes)
    steps = [('"tap"', "{ $0.modelTap() }")]
    if exported.finish_step:
        steps.append(('"finishStep"', "{ $0.finishStep() }"))
    steps += [(f'"{case}"', f"{{ $0.handle(.{case}) }}") for case in exported.events]
    targets = []
    for state in states:
        case = exported.modes.get(state["mode"], "-") if has_mode else "-"
        raw = int(state["raw"], 16)
        flag_setting = flags_code(exported, state)
        restore = restore_code(exported, state)
        saved = restore_code(exported, state, saved_only=True) if "mode" in exported.restore else None
        targets.append(
            f'        Target(mode: "{case.strip("`")}", raw: {raw}, title: {swift_string(state["title"])}, '
            f"setFlags: {{ (button: {name}) in {flag_setting or 'return'} }}, canSetFlags: {'true' if flag_setting else 'false'}, "
            f"restore: {{ (button: {name}) in {restore or 'return'} }}, canRestore: {'true' if restore else 'false'}, "
            f"restoreSaved: {{ (button: {name}) in {saved or 'return'} }}, canRestoreSaved: {'true' if saved else 'false'}),")
    environment_lines = [f"        {{ (button: {name}) in {environment_code(e)} }}," for e in environments]
    mode_of = 'String(describing: button.mode)' if has_mode else '"-"'
    return f"""import UIKit

/// One contract state: the machine state's case name, UIKit's raw value and how code sets it.
struct Target {{
    let mode: String
    let raw: UInt
    let title: String
    let setFlags: @MainActor ({name}) -> Void
    let canSetFlags: Bool
    let restore: @MainActor ({name}) -> Void
    let canRestore: Bool
    let restoreSaved: @MainActor ({name}) -> Void
    let canRestoreSaved: Bool
}}

/// Drives {name} through the contract's states (written by scripts/verify-export).
@main
struct Driver {{
    static let steps: [(name: String, run: @MainActor ({name}) -> Void)] = [
{chr(10).join(f"        ({label}, {body})," for label, body in steps)}
    ]

    @MainActor static func main() async {{
        let targets: [Target] = [
{chr(10).join(targets)}
        ]
        let environments: [@MainActor ({name}) -> Void] = [
{chr(10).join(environment_lines)}
        ]
        let reached = await explore()
        for (s, target) in targets.enumerated() {{
            // The shortest path to the machine state after which the state, its flags then set as code
            // would, shows the contract's title (a machine state can show another title after another
            // history); else the shortest to its machine state; else restore(...).
            var how = "restore"
            var path: [Int] = []
            let candidates = Set(reached.filter {{ $0.key.hasPrefix(target.mode + " ") }}.values).sorted {{
                $0.count < $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1))
            }}
            for candidate in candidates.prefix(12) where target.canSetFlags {{
                let button = await replay(candidate)
                let direct = button.state.rawValue == target.raw
                target.setFlags(button)
                let matches = button.modelShown()["title"] == target.title
                if how == "restore" || matches {{
                    how = direct ? "steps" : "steps+flags"
                    path = candidate
                    if matches {{ break }}
                }}
            }}
            if how == "restore" && !target.canRestore {{ continue }}
            for (e, putInEnvironment) in environments.enumerated() {{
                let button = await replay(path)
                if how == "restore" {{ target.restore(button) }} else {{ target.setFlags(button) }}
                _ = button.modelShown()
                putInEnvironment(button)
                var fields = button.modelShown().fields
                fields.append(("reached-by", how + (path.isEmpty ? "" : " " + path.map {{ steps[$0].name }}.joined(separator: ","))))
                if e == 0 && how == "steps" && !path.isEmpty && target.canRestoreSaved {{
                    // State restoration: restore(mode:...) with what an app saves must show what the taps showed.
                    let restored = {name}(frame: .zero)
                    target.restoreSaved(restored)
                    let stepped = await replay(path).modelShown().fields
                    let differences = zip(stepped, restored.modelShown().fields).filter {{ $0.0.value != $0.1.value }}
                    fields.append(("restore", differences.isEmpty ? "same" : differences.map {{ "\($0.0.name) \($0.1.value)" }}.joined(separator: ", ")))
                }}
                if e == 0 {{
                    if button.isEnabled {{
                        button.modelTap()
                        await settle()
                        fields.append(("tap", "\\({mode_of}) \\(button.state.rawValue)"))
                    }} else {{
                        fields.append(("tap", "none"))
                    }}
                }}
                for field in fields {{
                    print("\\(s)\\t\\(e)\\t\\(field.name)\\t\\(escaped(field.value))")
                }}
            }}
        }}
    }}

    /// Lets a tap's `Task` hop (and anything else queued on the main actor) run.
    @MainActor static func settle() async {{
        for _ in 0..<20 {{ await Task.yield() }}
    }}

    /// A fresh button after `path`'s steps.
    @MainActor static func replay(_ path: [Int]) async -> {name} {{
        let button = {name}(frame: .zero)
        for step in path {{
            steps[step].run(button)
            await settle()
        }}
        return button
    }}

    /// Breadth first over steps from a fresh button: the shortest path to each machine state and
    /// raw state (at most 6 steps, 400 paths).
    @MainActor static func explore() async -> [String: [Int]] {{
        var reached: [String: [Int]] = [:]
        var queue: [[Int]] = [[]]
        var tried = 0
        while !queue.isEmpty && tried < 400 {{
            let path = queue.removeFirst()
            tried += 1
            let button = await replay(path)
            let key = "\\({mode_of}) \\(button.state.rawValue)"
            let titled = key + " " + (button.title(for: .normal) ?? "")
            guard reached[titled] == nil else {{ continue }}
            reached[titled] = path
            if reached[key] == nil {{ reached[key] = path }}
            if path.count < 6 {{
                for step in steps.indices {{ queue.append(path + [step]) }}
            }}
        }}
        return reached
    }}

    /// A value on one line: backslash, newline and tab escaped.
    static func escaped(_ text: String) -> String {{
        var line = ""
        for character in text {{
            switch character {{
            case "\\\\": line += "\\\\\\\\"
            case "\\n": line += "\\\\n"
            case "\\t": line += "\\\\t"
            default: line.append(character)
            }}
        }}
        return line
    }}
}}
"""
