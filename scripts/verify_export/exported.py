"""What an exported class offers, read from the names the export documents: its Mode cases,
custom-state properties, `restore` parameters, declared events and step outcomes."""

import os
import re
from dataclasses import dataclass, field


@dataclass
class ExportedClass:
    name: str
    path: str
    button: str = ""  # the button's id, from the header the export writes
    modes: dict = field(default_factory=dict)  # machine state name -> Mode case
    custom: dict = field(default_factory=dict)  # custom state name -> Bool property
    restore: list = field(default_factory=list)  # restore(...) parameter names, in order
    events: list = field(default_factory=list)  # Event cases besides tap
    step_calls: list = field(default_factory=list)  # finishStep()/finishStep(isSelected: true)/stepFailed() ...
    widest: bool = False  # `width: widest`: as wide as its widest title in every state
    has_clock: bool = False  # design timers on an injectable `clock`
    images: dict = field(default_factory=dict)  # a button file's image character -> the class's image name


def read_class(path):
    """The exported UIButton subclass in the file at `path`, or None when it declares none."""
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    declared = re.search(r"^(?:final )?class (\w+): UIButton", source, re.M)
    if not declared:
        return None
    exported = ExportedClass(declared.group(1), path)
    made_by = re.search(r"export swift --button (\S+?)`", source)
    exported.button = made_by.group(1) if made_by else ""
    mode = re.search(r"enum Mode\b[^{]*\{(.*?)\n    \}", source, re.S)
    if mode:
        for name, case in re.findall(r"/// `([^`]+)`[^\n]*\n\s*case (`?\w+`?)", mode.group(1)):
            exported.modes[name] = case
    for name, prop in re.findall(r"/// Whether `([^`]+)` is on\.\n\s*var (\w+)", source):
        exported.custom[name] = prop
    events = re.search(r"enum Event \{(.*?)\n    \}", source, re.S)
    if events:
        exported.events = [case for case in re.findall(r"case (`?\w+`?)", events.group(1)) if case != "tap"]
    # `setImage(UIImage(systemName: "checkmark"), for: .normal)  // ✓ in the button file`, and
    # `config.image = UIImage(named: "save.image")  // ✎ in the button file`.
    for name, character in re.findall(
            r'UIImage\((?:systemName|named): "([^"]+)"\)(?:, for: [^)]*\))?  // (.+?) in the button file', source):
        exported.images.setdefault(character, name)
    exported.widest = "private var widestTitles" in source
    exported.has_clock = "var clock: any Clock<Duration>" in source
    step = re.search(r"func finishStep\(([^)]*)\)", source)
    if step:
        answers = [part.split(":")[0].strip() for part in step.group(1).split(",") if part.strip()]
        if answers:
            # The app reports the server's answer, either way, or a failure.
            for value in ("true", "false"):
                exported.step_calls.append("finishStep(" + ", ".join(f"{a}: {value}" for a in answers) + ")")
        else:
            exported.step_calls.append("finishStep()")
    if re.search(r"func stepFailed\(\)", source):
        exported.step_calls.append("stepFailed()")
    restore = re.search(r"func restore\(([^)]*)\)", source)
    if restore:
        exported.restore = [part.split(":")[0].strip() for part in restore.group(1).split(",") if part.strip()]
    return exported


def classes_in(folder):
    """Every exported class in `folder`, by button id: the `NAME.swift` files (not previews or tests)."""
    found = {}
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".swift") or "+" in file or file.endswith("Tests.swift"):
            continue
        exported = read_class(os.path.join(folder, file))
        if exported:
            found[exported.button] = exported
    return found
