/// The fields of a ``Button``, held in one object that copies of the button share until
/// one of them changes (copy on write, as the standard library's collections do).
///
/// `@unchecked Sendable`: a button changes its storage only after making sure no other
/// copy holds it (`isKnownUniquelyReferenced`), so a shared storage is never written.
final class ButtonStorage: @unchecked Sendable {
    let shared: SharedDefinition
    var size: ButtonSize
    var flags: ButtonFlags
    var titles: StateTable<String>
    var images: StateTable<String>
    var machineState: String?
    var titleSetBy: String?
    var context: [String: Int]
    var localization: Localization

    init(
        shared: SharedDefinition, size: ButtonSize, flags: ButtonFlags, titles: StateTable<String>,
        images: StateTable<String>, machineState: String? = nil, titleSetBy: String? = nil, context: [String: Int],
        localization: Localization
    ) {
        self.shared = shared
        self.size = size
        self.flags = flags
        self.titles = titles
        self.images = images
        self.machineState = machineState
        self.titleSetBy = titleSetBy
        self.context = context
        self.localization = localization
    }

    /// A new storage with the same fields, for a copy about to change.
    func copy() -> ButtonStorage {
        ButtonStorage(
            shared: shared, size: size, flags: flags, titles: titles, images: images, machineState: machineState,
            titleSetBy: titleSetBy, context: context, localization: localization)
    }

    /// Whether every field is equal, what changes most often first and the definition last.
    func hasEqualFields(_ other: ButtonStorage) -> Bool {
        size == other.size && flags == other.flags && titles == other.titles && images == other.images
            && machineState == other.machineState && titleSetBy == other.titleSetBy && context == other.context
            && localization == other.localization && shared == other.shared
    }

    /// Hashes what ``hasEqualFields(_:)`` compares.
    func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(flags)
        hasher.combine(titles)
        hasher.combine(images)
        hasher.combine(machineState)
        hasher.combine(titleSetBy)
        hasher.combine(context)
        hasher.combine(localization)
        hasher.combine(shared)
    }
}
