/// Optional's `==` and `!=` where a script type's values are compared and one operand is optional
/// (`x == (try? make())`): it comes before the wrapped type's own `==`, as Swift chooses it.
extension Interpreter {
    /// `==` and `!=` with an optional operand are Optional's (a plain operand is wrapped): nils are equal,
    /// a nil differs from a value, two values compare by the wrapped type's `==`. nil when neither operand
    /// is optional, or the type's own `==` takes optionals.
    func optionalEqual(_ op: BinaryOperator, _ type: TypeInfo, _ left: Value, _ right: Value,
                       _ range: SourceRange, _ source: SourceText) throws -> Value? {
        guard op == .equal || op == .notEqual, left.isOptionalLayer || right.isOptionalLayer,
              type.staticMethod("==")?.parameters.first?.isOptional != true else { return nil }
        switch (left, right) {
        case (.none, .none): return .bool(op == .equal)
        case (.none, _), (_, .none): return .bool(op != .equal)
        default: return try apply(op, left.unwrappingOneLayer, right.unwrappingOneLayer, range, source)
        }
    }
}

private extension Value {
    /// A value of an optional type: nil or `.some`.
    var isOptionalLayer: Bool {
        switch self {
        case .none, .optional: return true
        default: return false
        }
    }

    /// The value inside one `.some` (a plain value is its own).
    var unwrappingOneLayer: Value {
        if case .optional(let inner) = self { return inner }
        return self
    }
}
