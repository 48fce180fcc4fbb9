/// The outcome of reading one token for the theme: not there (and optional), broken
/// (already reported), or a value.
enum TokenRead<Value> {
    case absent
    case failed
    case value(Value)

    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }
}
