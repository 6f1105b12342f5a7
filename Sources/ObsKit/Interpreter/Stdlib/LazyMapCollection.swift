/// `xs.lazy.map(f)` over a random-access collection (an Array, an ArraySlice, a range of Int) is
/// Swift's LazyMapCollection: `mapped[i]` runs the transforms on the base's element at `i`, every time it
/// is read; `count` is the base's, with no transform run; `last` transforms the base's last element only.
/// Faithful for chains of `map`s; chains with other steps stay sequences (their `count` walks them).
extension LazySequence: NativeSubscript {
    /// The base's elements when every step is a `map` and the base is random-access, with its first index.
    private var randomAccessBase: (elements: () -> [Value], count: Int, startIndex: Int, element: (Int) -> Value)? {
        guard steps.allSatisfy({ if case .map = $0 { return true }; return false }) else { return nil }
        return collectionBase
    }

    /// The base's elements when it is random-access (an Array, an ArraySlice, a range of Int).
    var collectionBase: (elements: () -> [Value], count: Int, startIndex: Int, element: (Int) -> Value)? {
        guard isLazy else { return nil }
        switch base {
        case .array(let elements):
            return ({ elements }, elements.count, 0, { elements[$0] })
        case .native(let slice as ArraySliceValue):
            return ({ slice.elements }, slice.elements.count, slice.startIndex, { slice.elements[$0 - slice.startIndex] })
        case .range(let lower, let upper, let closed):
            // A range whose count an Int cannot hold (`Int.min...Int.max`) is left to iteration.
            let (end, past) = closed ? upper.addingReportingOverflow(1) : (upper, false)
            let (count, over) = end.subtractingReportingOverflow(lower)
            guard !past, !over else { return nil }
            return ({ (lower..<end).map { .int($0) } }, max(0, count), lower, { .int($0) })
        default:
            return nil
        }
    }

    /// `base`'s element `value` through every `map` step.
    private func transformed(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        var current = value
        for case .map(let transform) in steps { current = try interpreter.invokeElement(transform, current, range, source) }
        return current
    }

    /// `count` and `last` of a map over a random-access base, or nil for other chains.
    func collectionProperty(_ name: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        guard let base = randomAccessBase else {
            if name == "count" || name == "isEmpty", let collection = scriptCollection(interpreter) {
                // A map over a script's collection counts its base: no transform runs.
                return try interpreter.member(name, of: collection, at: range, source)
            }
            return try filteredProperty(name, interpreter, range, source)
        }
        switch name {
        case "count": return .int(base.count)
        case "isEmpty": return .bool(base.count == 0)
        case "last":
            guard base.count > 0 else { return Value.none }
            return .optional(try transformed(base.element(base.startIndex + base.count - 1), interpreter, range, source))
        default: return nil
        }
    }

    /// `startIndex`, `endIndex`, `indices` of a LazyMapCollection: its base's (a map keeps the indices).
    func indexProperty(_ name: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if let base = randomAccessBase {
            switch name {
            case "startIndex": return .int(base.startIndex)
            case "endIndex": return .int(base.startIndex + base.count)
            default: return .range(lower: base.startIndex, upper: base.startIndex + base.count, closed: false)
            }
        }
        guard let collection = scriptCollection(interpreter) else { return nil }
        return try interpreter.member(name, of: collection, at: range, source)
    }

    /// `index(after:)`, `index(_:offsetBy:)`, `distance(from:to:)` of a LazyMapCollection: its base's.
    func indexMethod(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                     _ source: SourceText) throws -> Value? {
        if randomAccessBase != nil { return try interpreter.arrayIndexArithmetic(name, arguments, range, source) }
        guard let collection = scriptCollection(interpreter) else { return nil }
        return try interpreter.callMethod(name, on: collection, arguments, range, source)
    }

    /// The script's own collection (`struct Deck: Collection`, whose indices are its own) this maps, if it maps one.
    private func scriptCollection(_ interpreter: Interpreter) -> Value? {
        guard isLazy, steps.allSatisfy({ if case .map = $0 { return true }; return false }),
              case .native(let sequence as ScriptSequence) = base,
              let type = interpreter.scriptType(of: sequence.value), interpreter.isScriptCollection(type) else { return nil }
        return sequence.value
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if randomAccessBase == nil, let collection = scriptCollection(interpreter) {
            // The base's element at the index (its own subscript checks it), through the transforms.
            let arguments = keys.map { Interpreter.ArgumentValue(label: nil, value: $0) }
            return try transformed(interpreter.subscriptGet(collection, arguments: arguments, range, source), interpreter, range, source)
        }
        guard let base = randomAccessBase, keys.count == 1, case .int(let index) = keys[0] else {
            throw interpreter.runtimeError("value of type '\(typeName)' has no subscripts taking (\(keys.map(\.typeName).joined(separator: ", ")))", range, source)
        }
        guard index >= base.startIndex, index < base.startIndex + base.count else {
            throw interpreter.runtimeError("Fatal error: Index out of range", range, source)
        }
        return try transformed(base.element(index), interpreter, range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: subscript is get-only", range, source)
    }
}
