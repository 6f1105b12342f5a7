/// A script's own sequences: a type with `makeIterator()` (its iterator's `next()` gives elements until
/// nil), an iterator that is its own sequence (`struct Fibonacci: Sequence, IteratorProtocol`), or a
/// Collection (`startIndex`, `endIndex`, `index(after:)`, `subscript`). `for`-`in` walks them; the library's
/// methods work on them, walking only as far as needed for `prefix`, `first` and `contains` (so an endless
/// sequence can be used that way) and on all their elements otherwise.
extension Interpreter {
    func isScriptSequence(_ value: Value) -> Bool {
        guard let type = scriptType(of: value) else { return false }
        return type.method("makeIterator") != nil || type.method("next") != nil
            || (type.computedProperty("startIndex") != nil && type.method("index") != nil)
    }

    /// Walks the elements of a script sequence while `body` returns true.
    func iterate(_ sequence: Value, _ range: SourceRange, _ source: SourceText, _ body: (Value) throws -> Bool) throws {
        guard let type = scriptType(of: sequence) else { return }
        if type.method("makeIterator") == nil, type.method("next") == nil {
            try iterateCollection(sequence, range, source, body)
            return
        }
        var iterator = sequence
        if let make = type.method("makeIterator") {
            iterator = try call(make, receiver: sequence, arguments: [], type: type).value
        }
        guard let iteratorType = scriptType(of: iterator), let next = iteratorType.method("next") else {
            throw runtimeError("the iterator of '\(type.name)' has no next()", range, source)
        }
        while true {
            let (element, newSelf) = try call(next, receiver: iterator, arguments: [], type: iteratorType)
            if case .object = iterator {} else { iterator = newSelf }
            guard let value = element.unwrapped else { return }
            try countStep(range, source)
            if !(try body(value)) { return }
        }
    }

    private func iterateCollection(_ collection: Value, _ range: SourceRange, _ source: SourceText, _ body: (Value) throws -> Bool) throws {
        var index = try member("startIndex", of: collection, at: range, source)
        let end = try member("endIndex", of: collection, at: range, source)
        while !Equality.compareValues(index, end) {
            try countStep(range, source)
            let element = try subscriptGet(collection, arguments: [ArgumentValue(label: nil, value: index)], range, source)
            if !(try body(element)) { return }
            let after = try member("index", of: collection, at: range, source)
            index = try callWithValues(after, [ArgumentValue(label: "after", value: index)], range, source)
        }
    }

    func scriptSequenceElements(_ sequence: Value, _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        var elements: [Value] = []
        try iterate(sequence, range, source) { elements.append($0); return true }
        return elements
    }

    /// A library method on a script sequence; nil when the library has none by that name.
    func sequenceMethod(_ name: String, of sequence: Value, _ arguments: [Argument], _ range: SourceRange,
                        _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard Self.libraryMethodNames.contains(name) else { return nil }
        let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
        switch (name, values.count) {
        case ("prefix", 1):
            guard case .int(let count) = values[0].value else { break }
            var taken: [Value] = []
            if count > 0 { try iterate(sequence, range, source) { taken.append($0); return taken.count < count } }
            return .array(taken)
        case ("first", 1), ("contains", 1) where values[0].value.isFunction:
            var found: Value?
            try iterate(sequence, range, source) { element in
                if try predicate(values[0].value, element, range, source) { found = element; return false }
                return true
            }
            return name == "first" ? found.map { .optional($0) } ?? Value.none : .bool(found != nil)
        case ("contains", 1):
            var found = false
            try iterate(sequence, range, source) { element in
                found = try libraryEqual(element, values[0].value, range, source)
                return !found
            }
            return .bool(found)
        default:
            break
        }
        return try libraryMethod(name, on: .array(try scriptSequenceElements(sequence, range, source)), values, range, source)
    }
}
