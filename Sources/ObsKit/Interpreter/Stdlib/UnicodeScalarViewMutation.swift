/// `String.UnicodeScalarView` as a RangeReplaceableCollection: `String.UnicodeScalarView()`, and `append`,
/// `insert`, `remove`, `removeFirst`/`removeLast`/`removeAll` (all, or `where:`), `removeSubrange` on a view held in a variable
/// or on a string's own `text.unicodeScalars` (the change goes back into the string, as Swift's `set` does).
/// Faithful; each change makes a new view (the views are values).
extension StringView: NativeMutable {
    var mutatingMethodNames: Set<String> {
        kind == .unicodeScalars ? ["append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "removeSubrange"] : []
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        nil
    }

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        var scalars = text.unicodeScalars
        func scalar(_ value: Value) throws -> Unicode.Scalar {
            switch value.literalScalar ?? value {
            case .native(let scalar as UnicodeScalarValue): return scalar.scalar
            case .string(let text) where text.unicodeScalars.count == 1: return text.unicodeScalars.first!
            default:
                throw interpreter.runtimeError("cannot convert value of type '\(value.typeName)' to expected argument type 'Unicode.Scalar'", range, source)
            }
        }
        func scalarList(_ value: Value) throws -> [Unicode.Scalar] {
            if case .string(let text) = value { return Array(text.unicodeScalars) }
            return try interpreter.elements(of: value, range, source).map(scalar)
        }
        func position(_ label: String?) throws -> String.Index {
            guard case .native(let index as StringIndexValue)? = interpreter.argument(arguments, label) else {
                throw interpreter.runtimeError("'\(name)' expects a String.Index", range, source)
            }
            guard index.index >= scalars.startIndex, index.index <= scalars.endIndex else {
                throw interpreter.runtimeError("Fatal error: String index is out of bounds", range, source)
            }
            return index.index
        }
        func nonEmpty() throws {
            guard !scalars.isEmpty else {
                throw interpreter.runtimeError("Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", range, source)
            }
        }
        var result = Value.void
        switch name {
        case "append":
            if let added = interpreter.argument(arguments, "contentsOf") {
                scalars.append(contentsOf: try scalarList(added))
            } else {
                scalars.append(try scalar(try interpreter.requireArgument(arguments, nil, in: name, range, source)))
            }
        case "insert":
            let at = try position("at")
            if let added = interpreter.argument(arguments, "contentsOf") {
                scalars.insert(contentsOf: try scalarList(added), at: at)
            } else {
                scalars.insert(try scalar(try interpreter.requireArgument(arguments, nil, in: name, range, source)), at: at)
            }
        case "remove":
            let at = try position("at")
            guard at < scalars.endIndex else { throw interpreter.runtimeError("Fatal error: String index is out of bounds", range, source) }
            result = .native(UnicodeScalarValue(scalars.remove(at: at)))
        case "removeFirst", "removeLast":
            if let count = arguments.first?.value {
                let number = try interpreter.intArgument(count, in: name, range, source)
                guard number >= 0, number <= scalars.count else {
                    throw interpreter.runtimeError("Fatal error: Can't remove more items from a collection than it contains", range, source)
                }
                name == "removeFirst" ? scalars.removeFirst(number) : scalars.removeLast(number)
            } else {
                try nonEmpty()
                result = .native(UnicodeScalarValue(name == "removeFirst" ? scalars.removeFirst() : scalars.removeLast()))
            }
        case "removeAll":
            if let test = interpreter.argument(arguments, "where") ?? arguments.first(where: { $0.label == nil })?.value {
                // `removeAll(where:)`: the scalars the predicate keeps stay, in order.
                var kept = String.UnicodeScalarView()
                for element in scalars where !(try interpreter.predicate(test, .native(UnicodeScalarValue(element)), range, source)) {
                    kept.append(element)
                }
                scalars = kept
            } else {
                scalars.removeAll()
            }
        case "removeSubrange":
            guard case .native(let given as RangeValue) = try interpreter.requireArgument(arguments, nil, in: name, range, source) else {
                throw interpreter.runtimeError("removeSubrange(_:) expects a range of String.Index", range, source)
            }
            // The range's ends as scalar positions (a closed range takes the scalar at its upper end too).
            let open = RangeValue(lower: given.lower, upper: given.upper, closed: false)
            var bounds = try interpreter.stringRange(open, in: text, range, source)
            if given.closed, given.upper != nil {
                guard bounds.upperBound < scalars.endIndex else { throw interpreter.outOfBounds(range, source) }
                bounds = bounds.lowerBound..<scalars.index(after: bounds.upperBound)
            }
            scalars.removeSubrange(bounds)
        default:
            throw interpreter.runtimeError("value of type '\(typeName)' has no member '\(name)'", range, source)
        }
        return (.native(StringView(.unicodeScalars, String(scalars))), result)
    }
}
