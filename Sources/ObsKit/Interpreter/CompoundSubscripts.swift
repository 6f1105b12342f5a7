/// `a[next()] += x`, `counts[key()]? += 1`, `grid[row()][col()] = v`: an assignment through a subscript whose index
/// is computed evaluates each index once, as Swift does (the indices left to right, then the right-hand side, then
/// one read-modify-write access; `dict[k()]? += x` skips `x` when the element is nil). Indexes that only read a
/// variable or a literal take the usual path (reading them twice, or after the value, is unseen).
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

    /// One step of a subscript chain: the index arguments, evaluated, or a force unwrap between two subscripts.
    private enum ChainStep {
        case index([ArgumentValue])
        case force
    }

    /// The place a subscript chain starts from and its steps, outermost first: `grid[i()][j()]` is `grid` and two
    /// indices, `d[k()]![n()]` is `d`, an index, a force unwrap and an index. Every index is evaluated here, left
    /// to right, once.
    private func subscriptChain(_ target: Expr, _ frame: Frame, _ source: SourceText) throws -> (place: Expr, steps: [ChainStep]) {
        var place = target
        var written: [[Argument]?] = []
        while true {
            if case .subscriptCall(let baseExpr, let arguments) = place.kind {
                written.insert(arguments, at: 0)
                place = baseExpr
            } else if case .forceUnwrap(let inner) = place.kind, !written.isEmpty, case .subscriptCall = inner.kind {
                written.insert(nil, at: 0)
                place = inner
            } else {
                break
            }
        }
        let steps = try written.map { arguments in try arguments.map { ChainStep.index(try subscriptArguments($0, frame, source)) } ?? .force }
        return (place, steps)
    }

    /// Changes the element at the end of `steps` inside `container`, each level written back on the way out.
    private func changeElement(_ container: inout Value, _ steps: ArraySlice<ChainStep>, _ range: SourceRange, _ source: SourceText,
                               _ body: (inout Value) throws -> Void) throws {
        guard let step = steps.first else { return try body(&container) }
        switch step {
        case .force:
            guard var present = container.unwrapped else {
                throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", range, source)
            }
            try changeElement(&present, steps.dropFirst(), range, source, body)
            container = present.asOptional
        case .index(let keys):
            try modifyElement(of: &container, keys, range, source) { element in
                try changeElement(&element, steps.dropFirst(), range, source, body)
            }
        }
    }

    /// `base[keys]` changed by `body`: an array's element is taken out while it changes, so what it holds (a
    /// struct's array) is uniquely referenced and grows in place (`sheet.rows[i].cells.append(x)`, issue 14);
    /// other subscripts are read, changed and written back.
    func modifyElement(of base: inout Value, _ keys: [ArgumentValue], _ range: SourceRange, _ source: SourceText,
                       _ body: (inout Value) throws -> Void) throws {
        if keys.count == 1, keys[0].label == nil, case .int(let position) = keys[0].value, case .array(var elements) = base,
           elements.indices.contains(position) {
            base = .uninitialized
            defer { base = .array(elements) }
            var element = exchange(&elements[position], with: .uninitialized)
            defer { elements[position] = element }
            try body(&element)
            return
        }
        var element = try subscriptGet(base, arguments: keys, range, source)
        try body(&element)
        try subscriptSet(&base, arguments: keys, element, range, source)
    }

    /// `grid[row()][col()] = value()`: the indices, left to right, then the value, then one access that stores it
    /// (Swift's order; the usual path would evaluate the value first and an inner index before an outer one).
    func assignThroughSubscript(_ target: Expr, _ valueExpr: Expr, _ frame: Frame, _ source: SourceText) throws {
        guard case .subscriptCall = target.kind else { obsInvariant("assignThroughSubscript needs a subscript") }
        let (place, steps) = try subscriptChain(target, frame, source)
        let value = try evaluate(valueExpr, frame, source)
        guard case .index(let last)? = steps.last else { obsInvariant("a subscript chain ends with an index") }
        try modify(place, frame, source) { container in
            try changeElement(&container, steps.dropLast(), target.range, source) { element in
                try subscriptSet(&element, arguments: last, value, target.range, source)
            }
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
        let (base, steps) = try subscriptChain(place, frame, source)
        var operand: Value?
        if !unwraps { operand = try evaluate(operandExpr, frame, source) }
        try modify(base, frame, source) { container in
            try changeElement(&container, steps[...], target.range, source) { element in
                if forces {
                    guard let present = element.unwrapped else {
                        throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", target.range, source)
                    }
                    element = try (userCompoundResult(op, present, operand!) ?? apply(op, present, operand!, range, source)).asOptional
                } else if unwraps {
                    guard let present = element.unwrapped else { return }
                    let operand = try evaluate(operandExpr, frame, source)
                    element = try apply(op, present, operand, range, source).asOptional
                } else {
                    element = try userCompoundResult(op, element, operand!) ?? apply(op, element, operand!, range, source)
                }
            }
        }
    }

    /// `o.bounds.width += f()` with `bounds` computed, the right-hand side evaluated: one access to the target (the
    /// getter and setter on the way once each). False, with nothing stored, when the target holds a script's type
    /// (its own `+=` or a literal it adopts take the general path).
    func compoundAssignInOneAccess(_ op: BinaryOperator, _ target: Expr, _ operand: Value, _ range: SourceRange,
                                   _ frame: Frame, _ source: SourceText) throws -> Bool {
        struct ScriptTypedTarget: Error {}
        do {
            try modify(target, frame, source) { value in
                guard scriptType(of: value) == nil, scriptType(of: operand) == nil else { throw ScriptTypedTarget() }
                value = try apply(op, value, operand, range, source)
            }
        } catch is ScriptTypedTarget {
            return false
        }
        return true
    }
}
