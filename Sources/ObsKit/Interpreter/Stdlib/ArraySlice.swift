/// Swift's `ArraySlice`, what `array[a...b]` gives: it keeps its base array's indices (`slice.startIndex` is
/// the first position it covers, and `slice[0]` traps when 0 is outside it) and prints as an array. Faithful
/// for indexing and printing; its methods other than the index ones run on an Array copy (their results
/// print the same, but a slice of a slice is an Array here).
final class ArraySliceValue: ElementsBacked, NativeSubscript, NativeDescribed {
    let elements: [Value]
    /// The base array's index of the first element.
    let startIndex: Int

    init(_ elements: [Value], startIndex: Int) {
        self.elements = elements
        self.startIndex = startIndex
    }

    var endIndex: Int { startIndex + elements.count }
    var typeName: String { "ArraySlice<\(elements.first?.typeName ?? "Any")>" }

    /// `[1, 2]`, and `ArraySlice([1, 2])` inside a collection.
    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        let list = interpreter.debugDescribe(.array(elements))
        return debug ? "ArraySlice(\(list))" : list
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard keys.count == 1 else { throw interpreter.runtimeError("an ArraySlice takes one index", range, source) }
        if case .int(let index) = keys[0] {
            guard index >= startIndex && index < endIndex else { throw interpreter.runtimeError("Fatal error: Index out of range", range, source) }
            return elements[index - startIndex]
        }
        let shifted = try interpreter.bounds(of: keys[0], count: endIndex, start: startIndex, range, source)
        guard shifted.lowerBound >= startIndex else { throw interpreter.runtimeError("Fatal error: Array index is out of range", range, source) }
        return .native(ArraySliceValue(Array(elements[(shifted.lowerBound - startIndex)..<(shifted.upperBound - startIndex)]),
                                       startIndex: shifted.lowerBound))
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        obsInvariant("a slice is changed through Interpreter.subscriptSet, which replaces it")
    }

    /// This slice with `self[keys] = value`: an element at a base index, or a range of them replaced.
    func setting(_ keys: [Value], to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> ArraySliceValue {
        guard keys.count == 1 else { throw interpreter.runtimeError("an ArraySlice takes one index", range, source) }
        var changed = elements
        if case .int(let index) = keys[0] {
            guard index >= startIndex && index < endIndex else { throw interpreter.runtimeError("Fatal error: Index out of range", range, source) }
            changed[index - startIndex] = value
            return ArraySliceValue(changed, startIndex: startIndex)
        }
        let bounds = try interpreter.bounds(of: keys[0], count: endIndex, start: startIndex, range, source)
        guard bounds.lowerBound >= startIndex else { throw interpreter.runtimeError("Fatal error: Array index is out of range", range, source) }
        let replacement = try interpreter.elements(of: value, range, source)
        changed.replaceSubrange((bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex), with: replacement)
        return ArraySliceValue(changed, startIndex: startIndex)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "startIndex": return .int(startIndex)
        case "endIndex": return .int(endIndex)
        case "indices": return .range(lower: startIndex, upper: endIndex, closed: false)
        // Lazily, the slice itself: a lazy map of it keeps its indices (`slice.lazy.map(f)[i]`).
        case "lazy": return .native(LazySequence(base: .native(self), steps: []))
        case "firstIndex", "lastIndex":
            // Positions in the base array.
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                let found = try interpreter.libraryMethod(name, on: .array(elements), arguments, range, source)
                guard case .optional(.int(let offset)) = found else { return found }
                return .optional(.int(offset + startIndex))
            })
        case "prefix", "suffix", "dropFirst", "dropLast", "drop":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                try subsequence(name, arguments, interpreter, range, source)
            })
        default:
            let copy = Value.array(elements)
            return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
        }
    }

    /// `prefix`, `suffix`, `dropFirst`, `dropLast`, `drop(while:)` of a slice: a slice of the same base, at its
    /// indices (`prefix(upTo:)`, `prefix(through:)` and `suffix(from:)` take them too).
    private func subsequence(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                             _ range: SourceRange, _ source: SourceText) throws -> Value {
        for label in ["upTo", "through", "from"] {
            guard let position = interpreter.argument(arguments, label) else { continue }
            guard case .int(let index) = position else { throw interpreter.runtimeError("\(name)(\(label):) expects an Int index", range, source) }
            let bound: Value = switch label {
            case "upTo": .native(RangeValue(lower: nil, upper: .int(index), closed: false))
            case "through": .native(RangeValue(lower: nil, upper: .int(index), closed: true))
            default: .native(RangeValue(lower: .int(index), upper: nil, closed: false))
            }
            return try subscriptGet([bound], interpreter: interpreter, range: range, source: source)
        }
        // The same run of an array of the slice's elements, moved to the slice's indices.
        guard case .native(let kept as ArraySliceValue) = try interpreter.libraryMethod(name, on: .array(elements), arguments, range, source) else {
            throw interpreter.noMember(name, .native(self), range, source)
        }
        return .native(ArraySliceValue(kept.elements, startIndex: startIndex + kept.startIndex))
    }
}
