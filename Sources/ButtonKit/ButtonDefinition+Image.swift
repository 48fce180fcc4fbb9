extension ButtonDefinition {
    /// Whether the button can show an image glyph in some state: a per-state image, a
    /// machine state's image, or a configuration's image or activity indicator. The
    /// terminal slot and the device picture keep room for it in every state.
    public var hasImage: Bool {
        !images.isEmpty || (machine?.states.contains { $0.image != nil } ?? false)
            || configuration.map { configuration in
                ([configuration.base] + configuration.updates.map(\.value)).contains {
                    $0.image != nil || $0.showsActivityIndicator == true
                }
            } ?? false
    }
}
