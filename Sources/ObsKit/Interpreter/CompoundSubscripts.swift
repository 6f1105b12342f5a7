/// `a[next()] += x`, `counts[key()]? += 1`: a compound assignment through a subscript whose index is computed
/// evaluates the index once, as Swift does (the index, then the right-hand side, then one read-modify-write
/// access; `dict[k()]? += x` skips `x` when the element is nil). Indexes that only read a variable or a literal take the usual path (reading them twice is unseen).
extension Interpreter {
    /// Whether `target` is a subscript whose index expressions may do something when evaluated (a call).
    static func hasComputedIndex(_ target: Expr) -> Bool {
        switch target.kind {
        case .subscriptCall(let base, let arguments): return arguments.contains { !isPlainRead($0.value) } || hasComputedIndex(base)
        case .optionalUnwrap(let inner), .forceUnwrap(let inner): return hasComputedIndex(inner)
        default: return false
        }
    }

    private static func isPlainRead(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .int, .double, .bool, .string, .nilLiteral, .local, .capture, .global: return true
        case .binary(_, let left, let right): return isPlainRead(left) && isPlainRead(right)
        default: return false
        }
    }

    /// The compound assignment `target op= operand`, `target` a subscript with a computed index (see above);
    /// an optional element (`dict[k]? += 1`) is left alone when nil, and its right-hand side not evaluated.
    func compoundAssignThroughSubscript(_ op: BinaryOperator, _ target: Expr, _ operandExpr: Expr, _ range: SourceRange,
                                        _ frame: Frame, _ source: SourceText) throws {
        var (unwraps, forces) = (false, false)
        var place = target
        if case .optionalUnwrap(let inner) = place.kind { unwraps = true; place = inner }
        if case .forceUnwrap(let inner) = place.kind { forces = true; place = inner }
        // `grid[i()][j()]`: every index of the chain, left to right, before the access.
        var written: [[Argument]] = []
        while case .subscriptCall(let baseExpr, let arguments) = place.kind {
            written.insert(arguments, at: 0)
            place = baseExpr
        }
        let keys = try written.map { try subscriptArguments($0, frame, source) }
        var operand: Value?
        if !unwraps { operand = try evaluate(operandExpr, frame, source) }
        func change(_ value: inout Value, _ level: Int) throws {
            var element = try subscriptGet(value, arguments: keys[level], target.range, source)
            if level + 1 < keys.count {
                try change(&element, level + 1)
            } else if forces {
                guard let present = element.unwrapped else {
                    throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", target.range, source)
                }
                element = try apply(op, present, operand!, range, source).asOptional
            } else if unwraps {
                guard let present = element.unwrapped else { return }
                let operand = try evaluate(operandExpr, frame, source)
                element = try apply(op, present, operand, range, source).asOptional
            } else {
                element = try apply(op, element, operand!, range, source)
            }
            try subscriptSet(&value, arguments: keys[level], element, target.range, source)
        }
        try modify(place, frame, source) { try change(&$0, 0) }
    }
}
