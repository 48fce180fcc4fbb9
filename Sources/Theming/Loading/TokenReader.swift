import JSONSupport

/// Reads typed token values for the theme builder, reporting missing tokens, groups used
/// as tokens, wrong types and malformed values once each.
struct TokenReader {
    let tree: TokenTree
    var resolver: TokenResolver
    var problems: ProblemList
    /// Every path the builder asked for, in order, and whether a token was there: the
    /// roles a theme supplies and those nothing supplies.
    private(set) var asked: [(path: String, found: Bool)] = []
    /// Every colour read, by the path asked for, as the token writes it (alpha kept).
    private(set) var colorValues: [String: TokenColor] = [:]

    init(tree: TokenTree, problems: ProblemList) {
        self.tree = tree
        self.resolver = TokenResolver(tree: tree)
        self.problems = problems
    }

    /// Resolves every alias and checks every colour and dimension literal, used or not,
    /// into `found` (the caller sorts them into errors and warnings by use).
    mutating func validateAll(into found: inout ProblemList) {
        resolver.validateAll(problems: &found)
        for path in tree.order {
            guard let token = tree.tokens[path], token.aliasTarget == nil,
                let value = resolver.resolve(path, problems: &found)?.value
            else { continue }
            switch token.declaredType {
            case .color?:
                if case .failure(let error) = ColorTokenValue.parse(value) { found.add(path, error.message) }
            case .dimension?:
                if case .failure(let error) = DimensionTokenValue.parse(value) {
                    found.add(path, error.message)
                }
            default:
                break
            }
        }
    }

    /// A colour token, a translucent one composited over `backdrop` (what lies beneath it);
    /// `clear` is allowed only where `allowsClear`.
    mutating func paint(_ path: String, required: Bool, allowsClear: Bool = true, over backdrop: RGBColor)
        -> TokenRead<Paint>
    {
        switch resolved(path, type: .color, required: required) {
        case .absent: return .absent
        case .failed: return .failed
        case .value(let resolved):
            guard case .success(let color) = ColorTokenValue.parse(resolved.value) else { return .failed }
            colorValues[path] = color
            let paint = color.paint(over: backdrop)
            if paint == .clear && !allowsClear {
                problems.add(path, "must be a visible colour, not none (alpha 0)")
                return .failed
            }
            return .value(paint)
        }
    }

    /// A colour token that must be visible, composited over `backdrop` when translucent.
    mutating func color(_ path: String, required: Bool, over backdrop: RGBColor) -> TokenRead<RGBColor> {
        switch paint(path, required: required, allowsClear: false, over: backdrop) {
        case .absent: .absent
        case .failed: .failed
        case .value(let paint): paint.color.map { .value($0) } ?? .failed
        }
    }

    /// A dimension token in points.
    mutating func points(_ path: String) -> Double? {
        guard case .value(let resolved) = resolved(path, type: .dimension, required: true),
            case .success(let points) = DimensionTokenValue.parse(resolved.value)
        else { return nil }
        return points
    }

    /// An optional `fontWeight` token's weight (1…1000).
    mutating func fontWeight(_ path: String) -> TokenRead<Int> {
        parsed(path, type: .fontWeight, FontWeightTokenValue.parse)
    }

    /// An optional on/off role: a `number` token holding 1 or 0 (``SwitchTokenValue``).
    mutating func flag(_ path: String) -> TokenRead<Bool> { parsed(path, type: .number, SwitchTokenValue.parse) }

    /// An optional token of `type`, its value read by `parse`; a malformed value is reported.
    private mutating func parsed<Value>(
        _ path: String, type: TokenType, _ parse: (JSONValue) -> Result<Value, TokenValueError>
    ) -> TokenRead<Value> {
        switch resolved(path, type: type, required: false) {
        case .absent: return .absent
        case .failed: return .failed
        case .value(let resolved):
            switch parse(resolved.value) {
            case .success(let value): return .value(value)
            case .failure(let error):
                problems.add(resolved.valuePath, error.message)
                return .failed
            }
        }
    }

    private mutating func resolved(_ path: String, type: TokenType, required: Bool) -> TokenRead<TokenResolver.Resolved>
    {
        asked.append((path, tree.tokens[path] != nil))
        guard tree.tokens[path] != nil else {
            if tree.groups.contains(path) {
                problems.add(path, "expected a \(type.rawValue) token, found a group")
                return .failed
            }
            if required {
                problems.add(path, "missing required token")
                return .failed
            }
            return .absent
        }
        guard let resolved = resolver.resolve(path, problems: &problems) else { return .failed }
        guard let found = resolved.type else { return .failed }  // "missing $type" already reported
        guard found == type else {
            problems.add(path, "wrong $type: expected \(type.rawValue), found \(found.rawValue)")
            return .failed
        }
        return .value(resolved)
    }
}
