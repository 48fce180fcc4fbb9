/// A guard: conditions that must all hold for a transition to be taken.
public struct MachineGuard: Hashable, Sendable, CustomStringConvertible {
    /// The conditions, all of which must hold.
    public var conditions: [Condition]

    /// One condition of a guard.
    public enum Condition: Hashable, Sendable, CustomStringConvertible {
        /// A flag on (`selected`) or, negated, off (`not selected`), in the effective state.
        case flag(ButtonFlag, negated: Bool)
        /// A counter compared with a number (`count > 0`).
        case counter(String, Comparison, Int)

        /// The condition as a button file writes it.
        public var description: String {
            switch self {
            case .flag(let flag, let negated): negated ? "not \(flag)" : "\(flag)"
            case .counter(let name, let comparison, let value): "\(name) \(comparison.rawValue) \(value)"
            }
        }
    }

    /// How a counter is compared.
    public enum Comparison: String, Hashable, Sendable, CaseIterable {
        /// `==`, `!=`, `<`, `<=`, `>`, `>=`.
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="

        /// Whether `lhs` compares so with `rhs`.
        public func holds(_ lhs: Int, _ rhs: Int) -> Bool {
            switch self {
            case .equal: lhs == rhs
            case .notEqual: lhs != rhs
            case .less: lhs < rhs
            case .lessOrEqual: lhs <= rhs
            case .greater: lhs > rhs
            case .greaterOrEqual: lhs >= rhs
            }
        }
    }

    /// Creates a guard of several conditions.
    /// - Parameter conditions: The conditions, all of which must hold.
    public init(_ conditions: [Condition]) { self.conditions = conditions }

    /// Creates a guard on one flag.
    /// - Parameters:
    ///   - flag: The flag.
    ///   - negated: Whether it is `not FLAG`.
    public init(flag: ButtonFlag, negated: Bool = false) { self.conditions = [.flag(flag, negated: negated)] }

    /// Whether the guard lets a transition through for these flags and counters.
    /// - Parameters:
    ///   - flags: The button's flags.
    ///   - context: The counters' values.
    public func allows(_ flags: ButtonFlags, context: [String: Int]) -> Bool {
        conditions.allSatisfy { condition in
            switch condition {
            case .flag(let flag, let negated): flags.isOn(flag) != negated
            case .counter(let name, let comparison, let value): comparison.holds(context[name] ?? 0, value)
            }
        }
    }

    /// What the guard says when counters may have any value (the reachable states take a
    /// guard on a counter as possibly true or false): `nil` when it depends on a counter
    /// and no flag condition fails.
    public func allowsForAnyCounter(_ flags: ButtonFlags) -> Bool? {
        var dependsOnCounter = false
        for condition in conditions {
            switch condition {
            case .flag(let flag, let negated): if flags.isOn(flag) == negated { return false }
            case .counter: dependsOnCounter = true
            }
        }
        return dependsOnCounter ? nil : true
    }

    /// The guard as a button file writes it (conditions joined by `and`).
    public var description: String { conditions.map(\.description).joined(separator: " and ") }
}
