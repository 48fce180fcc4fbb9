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


def state_code(exported, state):
    """Swift that puts a fresh button in `state`: restore with the machine state and flags,
    then any flag restore does not take, set as code would."""
    flags = set(state["flags"])
    arguments, afterwards = [], []
    if "mode" in exported.restore:
        case = exported.modes.get(state["mode"])
        if case is None:
            return None
        arguments.append(f"mode: .{case}")
    wanted = {"isHighlighted": "highlighted" in flags, "isSelected": "selected" in flags,
              "isEnabled": "disabled" not in flags}
    for name, prop in exported.custom.items():
        wanted[prop] = name in flags
    for prop, value in sorted(wanted.items(), key=lambda item: order(exported, item[0])):
        if prop in exported.restore:
            default = prop == "isEnabled"
            if value != default:
                arguments.append(f"{prop}: {'true' if value else 'false'}")
        elif value != (prop == "isEnabled"):
            afterwards.append(f"button.{prop} = {'true' if value else 'false'}")
    unknown = flags - set(exported.custom) - {"highlighted", "selected", "disabled"}
    if unknown:
        return None
    lines = []
    if exported.restore:
        lines.append(f"button.restore({', '.join(arguments)})")
    lines += afterwards
    return "; ".join(lines) if lines else "_ = button"


def environment_code(environment):
    appearance, contrast, direction, size = environment
    return (f"button.traitOverrides.userInterfaceStyle = .{appearance}; "
            f"button.traitOverrides.accessibilityContrast = .{'high' if contrast == 'increased' else 'normal'}; "
            f"button.traitOverrides.layoutDirection = .{'rightToLeft' if direction == 'rtl' else 'leftToRight'}; "
            f"button.traitOverrides.preferredContentSizeCategory = .{SIZE_CASES[size]}")


def driver_source(exported, states, environments):
    """A Swift program: for each state and environment, a fresh button in the state (in the
    default traits, as code sets it), then the environment as a trait change, then its readout."""
    state_lines = []
    for state in states:
        code = state_code(exported, state)
        body = code if code is not None else "return"
        state_lines.append(f"        {{ (button: {exported.name}) in {body} }},")
    environment_lines = [f"        {{ (button: {exported.name}) in {environment_code(e)} }}," for e in environments]
    return f"""import UIKit

/// Drives {exported.name} through the contract's states (written by scripts/verify-export).
@main
struct Driver {{
    @MainActor static func main() {{
        let stateCode: [Bool] = [{", ".join("true" if state_code(exported, st) is not None else "false" for st in states)}]
        let states: [@MainActor ({exported.name}) -> Void] = [
{chr(10).join(state_lines)}
        ]
        let environments: [@MainActor ({exported.name}) -> Void] = [
{chr(10).join(environment_lines)}
        ]
        for (s, putInState) in states.enumerated() {{
            for (e, putInEnvironment) in environments.enumerated() {{
                let button = {exported.name}(frame: .zero)
                if stateCode[s] == false {{ continue }}
                putInState(button)
                _ = button.modelShown()
                putInEnvironment(button)
                for field in button.modelShown().fields {{
                    print("\\(s)\\t\\(e)\\t\\(field.name)\\t\\(escaped(field.value))")
                }}
            }}
        }}
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
