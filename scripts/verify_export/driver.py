"""Writes, for one exported class, the Swift that lists its reviewed states, the steps an app
can take and the environments, for the shared machinery in Support.swift."""

from .facts import settings

SIZE_CASES = {
    "xs": "extraSmall", "s": "small", "m": "medium", "l": "large", "xl": "extraLarge",
    "xxl": "extraExtraLarge", "xxxl": "extraExtraExtraLarge", "ax1": "accessibilityMedium",
    "ax2": "accessibilityLarge", "ax3": "accessibilityExtraLarge", "ax4": "accessibilityExtraExtraLarge",
    "ax5": "accessibilityExtraExtraExtraLarge",
}
SYSTEM_FLAGS = {"highlighted", "selected", "disabled"}


def swift_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def swift_optional(text):
    return "nil" if text is None else swift_string(text)


def wanted_flags(exported, flags):
    """The Bool properties code sets for `flags`, in the order code sets them: custom states
    (which carry their implied flags), then selected, enabled, highlighted."""
    wanted = [(prop, name in flags) for name, prop in exported.custom.items()]
    wanted += [("isSelected", "selected" in flags), ("isEnabled", "disabled" not in flags),
               ("isHighlighted", "highlighted" in flags)]
    return wanted


def settable(exported, flags):
    return not set(flags) - set(exported.custom) - SYSTEM_FLAGS


def flags_code(exported, state):
    """Swift that sets each flag that differs from `state`'s, as app code would; None if it cannot."""
    if not settable(exported, state["flags"]):
        return None
    return " ".join(f"if button.{prop} != {str(value).lower()} {{ button.{prop} = {str(value).lower()} }};"
                    for prop, value in wanted_flags(exported, set(state["flags"]))) or "_ = button"


def restore_code(exported, state, saved_only=False):
    """Swift that puts a fresh button in `state` with `restore(...)` alone; None when restore
    cannot name it. With `saved_only`, the flags an app saves for state restoration: not
    `disabled`, which the machine state's entry or a custom state sets when it is restored.
    Otherwise `isEnabled` is always given where restore takes a machine state: that state's
    entry may disable the button, and code may have enabled it again."""
    flags = set(state["flags"]) - ({"disabled"} if saved_only else set())
    if not settable(exported, flags):
        return None
    arguments = []
    if "mode" in exported.restore:
        case = exported.modes.get(state["mode"])
        if case is None:
            return None
        arguments.append(f"mode: .{case}")
    afterwards = []
    for prop, value in wanted_flags(exported, flags):
        explicit = prop == "isEnabled" and not saved_only and "mode" in exported.restore
        if value == (prop == "isEnabled") and not explicit:
            continue  # the default
        if prop in exported.restore:
            arguments.append(f"{prop}: {str(value).lower()}")
        else:
            afterwards.append(f"button.{prop} = {str(value).lower()}")
    position = {name: index for index, name in enumerate(exported.restore)}
    arguments.sort(key=lambda argument: position.get(argument.split(":")[0], len(position)))
    lines = [f"button.restore({', '.join(arguments)})"] if exported.restore else []
    return "; ".join(lines + afterwards) or "_ = button"


def environment_code(environment):
    """Swift that gives the button an environment's traits (bold text and button shapes: the model
    has no such traits, so environments with them are not driven)."""
    axes = settings({"environment": list(environment)})
    return (f"button.traitOverrides.userInterfaceStyle = .{axes['appearance']}; "
            f"button.traitOverrides.accessibilityContrast = .{'high' if axes['contrast'] == 'increased' else 'normal'}; "
            f"button.traitOverrides.layoutDirection = .{'rightToLeft' if axes['direction'] == 'rtl' else 'leftToRight'}; "
            f"button.traitOverrides.preferredContentSizeCategory = .{SIZE_CASES[axes['content-size']]}")


def image_name(exported, state):
    """The class's name for the image the review shows in `state` (`""` for none), None where the
    class does not name the button file's character."""
    record = next(iter(state["expected"].values()))
    character = record.get("image")
    if not character:
        return ""
    return exported.images.get(character)


def closure(name, code):
    return f"{{ (button: {name}) in {code} }}" if code else "nil"


def function_name(exported):
    return "verify" + exported.name


def driver_source(exported, button):
    """`func verifyNAME() async`: the class's targets, steps and environments, run by Support.swift."""
    name = exported.name
    steps = [('"tap"', "{ button, _ in button.modelTap() }")]
    steps += [(swift_string(call), f"{{ button, _ in button.{call} }}") for call in exported.step_calls]
    steps += [(swift_string(case.strip("`")), f"{{ button, _ in button.handle(.{case}) }}") for case in exported.events]
    if exported.has_clock:
        steps.append(('"timer"', "{ _, clock in clock.fireNext() }"))
    targets = []
    for state in button["states"]:
        case = exported.modes.get(state["mode"], "-") if exported.modes else "-"
        saved = restore_code(exported, state, saved_only=True) if "mode" in exported.restore else None
        targets.append(
            f"            Target(mode: {swift_string(case.strip('`'))}, raw: {int(state['raw'], 16)}, "
            f"title: {swift_string(state['title'])}, image: {swift_optional(image_name(exported, state))}, setFlags: {closure(name, flags_code(exported, state))}, "
            f"restore: {closure(name, restore_code(exported, state))}, restoreSaved: {closure(name, saved)}),")
    environments = [f"            {closure(name, environment_code(e))}," for e in button["environments"]]
    mode_of = "String(describing: $0.mode)" if exported.modes else '_ in "-"'
    step_lines = "\n".join(f"            ({label}, {body})," for label, body in steps)
    return f"""import UIKit
@testable import App

/// Drives {name} through its reviewed states (written by scripts/verify-export).
@MainActor func {function_name(exported)}() async {{
    let verification = Verification<{name}>(
        id: {swift_string(exported.button)}, make: {{ clock in
            let button = {name}(frame: .zero)
            {"button.clock = clock" if exported.has_clock else "_ = clock"}
            return button
        }},
        steps: [
{step_lines}
        ], mode: {{ {mode_of} }})
    await verification.run(
        [
{chr(10).join(targets)}
        ],
        environments: [
{chr(10).join(environments)}
        ])
}}
"""


def main_source(classes):
    """The program: each class in turn."""
    calls = "\n".join(f"        await {function_name(exported)}()" for exported in classes)
    return f"""/// Runs every class's verification (written by scripts/verify-export).
@main
struct Driver {{
    @MainActor static func main() async {{
{calls}
    }}
}}
"""
