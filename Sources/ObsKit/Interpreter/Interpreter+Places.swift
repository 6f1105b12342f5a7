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

    /// `array[i]`, `array[a...b]`, `dictionary[key]` (an optional), `dictionary[key, default: v]`.
    func subscriptGet(_ base: Value, _ keys: [Value], _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch (base, keys.first) {
        case (.array(let elements), .int(let index)?) where keys.count == 1:
            guard index >= 0 && index < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
            return elements[index]
        case (.array(let elements), .range?) where keys.count == 1:
            return .array(Array(elements[try bounds(of: keys[0], count: elements.count, range, source)]))
        case (.string(let text), .range?) where keys.count == 1:
            let characters = Array(text)
            return .string(String(characters[try bounds(of: keys[0], count: characters.count, range, source)]))
        case (.dictionary(let dictionary), let key?) where keys.count == 1:
            return dictionary[key].map { .optional($0) } ?? Value.none
        case (.dictionary(let dictionary), let key?) where keys.count == 2:
            // The only two-key subscript of Dictionary is `[key, default: value]`.
            return dictionary[key] ?? keys[1]
        default:
            throw runtimeError("value of type '\(base.typeName)' has no subscripts taking (\(keys.map(\.typeName).joined(separator: ", ")))", range, source)
        }
    }

    func subscriptSet(_ base: inout Value, _ keys: [Value], _ newValue: Value, _ range: SourceRange, _ source: SourceText) throws {
        // `if case` (not `switch`): no copy of `base` outlives the binding, so the buffer stays unique.
        if keys.count == 1, case .array(var elements) = base {
            let key = keys[0]
            base = .uninitialized
            defer { base = .array(elements) }
            if case .int(let index) = key {
                guard index >= 0 && index < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
                elements[index] = newValue
                return
            }
            if case .range = key {
                let replaced = try bounds(of: key, count: elements.count, range, source)
                elements.replaceSubrange(replaced, with: try self.elements(of: newValue, range, source))
                return
            }
        } else if keys.count == 1 || keys.count == 2, case .dictionary(var dictionary) = base {
            base = .uninitialized
            // Stored values are plain: `dict[k] = v` stores v; `dict[k] = nil` removes k.
            dictionary[keys[0]] = newValue.unwrapped
            base = .dictionary(dictionary)
            return
        }
        throw runtimeError("cannot assign through subscript: '\(base.typeName)' has no settable subscript", range, source)
    }

    /// The positions `a...b` or `a..<b` selects in a collection of `count` elements; out of bounds traps.
    private func bounds(of key: Value, count: Int, _ range: SourceRange, _ source: SourceText) throws -> Range<Int> {
        guard case .range(let lower, let upper, let closed) = key else { obsInvariant("bounds of a non-range") }
        let end = closed ? upper + 1 : upper
        guard lower >= 0, end <= count, lower <= end else {
            throw runtimeError("Fatal error: Array index is out of range", range, source)
        }
        return lower..<end
    }
}
