/// In-place mutation of storage (`numbers.append(x)`, `a[i] = v`, `point.x += 1`): the value is taken out
/// of its storage while it is changed, so a uniquely held array is not copied (Swift's own `modify`).
extension Interpreter {
    func modify(_ target: Expr, _ frame: Frame, _ source: SourceText, _ body: (inout Value) throws -> Void) throws {
        switch target.kind {
        case .local(let slot):
            let owner = frame.frame(at: slot.depth)
            var value = owner.store(.uninitialized, at: slot.index)
            defer { _ = owner.store(value, at: slot.index) }
            try body(&value)
        case .global(let slot):
            guard globals.values[slot] != nil else {
                throw runtimeError("cannot find '\(globals.names[slot])' in scope", target.range, source)
            }
            if globals.isConstant[slot] {
                throw runtimeError("cannot use mutating member on immutable value: '\(globals.names[slot])' is a 'let' constant", target.range, source)
            }
            var value = exchange(&globals.values[slot], with: .uninitialized) ?? .uninitialized
            defer { _ = exchange(&globals.values[slot], with: value) }
            try body(&value)
        case .subscriptCall(let baseExpr, let arguments):
            let keys = try arguments.map { try evaluate($0.value, frame, source) }
            try modify(baseExpr, frame, source) { base in
                var element = try subscriptGet(base, keys, target.range, source)
                try body(&element)
                try subscriptSet(&base, keys, element, target.range, source)
            }
        default:
            // Fields go through their setters (wrappers, observers); the copy is the price of that.
            var value = try evaluate(target, frame, source)
            try body(&value)
            try assign(value, to: target, frame, source)
        }
    }

    func subscriptGet(_ base: Value, _ keys: [Value], _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch (base, keys.first) {
        case (.array(let elements), .int(let index)?) where keys.count == 1:
            guard index >= 0 && index < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
            return elements[index]
        default:
            throw runtimeError("value of type '\(base.typeName)' has no subscripts taking (\(keys.map(\.typeName).joined(separator: ", ")))", range, source)
        }
    }

    func subscriptSet(_ base: inout Value, _ keys: [Value], _ newValue: Value, _ range: SourceRange, _ source: SourceText) throws {
        switch keys.first {
        case .int(let index)? where keys.count == 1:
            guard case .array(var elements) = base else { break }
            guard index >= 0 && index < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
            base = .uninitialized
            elements[index] = newValue
            base = .array(elements)
            return
        default:
            break
        }
        throw runtimeError("cannot assign through subscript: '\(base.typeName)' has no settable subscript", range, source)
    }
}
