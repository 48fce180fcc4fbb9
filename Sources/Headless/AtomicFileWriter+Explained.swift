import FileAccess

extension AtomicFileWriter.Failure {
    /// The detail, with the way out when a link was refused.
    public var explained: String {
        refusedLink == nil ? detail : detail + " (--follow-links writes through it)"
    }
}
