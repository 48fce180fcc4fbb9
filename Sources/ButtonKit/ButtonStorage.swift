/// The fields of a ``Button``, held in one object that copies of the button share until
/// one of them changes (copy on write, as the standard library's collections do).
///
/// `@unchecked Sendable`: a button changes its storage only after making sure no other
/// copy holds it (`isKnownUniquelyReferenced`), so a shared storage is never written.
///
/// The fields are `@exclusivity(unchecked)`: the runtime's check of every access to a
/// class's field cost about 70 instructions, on every read of every button (the engine
/// and the layout read each button after every action). It would catch nothing: a storage
/// being written is held by one button alone, whose own accesses Swift already checks
/// where that button lives.
final class ButtonStorage: @unchecked Sendable {
    let shared: SharedDefinition
    @exclusivity(unchecked) var size: ButtonSize
    @exclusivity(unchecked) var flags: ButtonFlags
    @exclusivity(unchecked) var titles: StateTable<String>
    @exclusivity(unchecked) var images: StateTable<String>
    @exclusivity(unchecked) var machineState: String?
    @exclusivity(unchecked) var titleSetBy: String?
    @exclusivity(unchecked) var context: [String: Int]
    @exclusivity(unchecked) var localization: Localization

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
