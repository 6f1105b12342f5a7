/// `Substring` as a RangeReplaceableCollection: `append`, `append(contentsOf:)`, `insert(_:at:)`, `remove(at:)`,
/// `removeFirst`/`removeLast` (with a count too), `popFirst`/`popLast`, `replaceSubrange(_:with:)`, `removeSubrange` and `removeAll()` on a
/// substring held in a variable. Swift's own
/// Substring does the change, so the copy gets storage of its own and its base stays what it was.
extension SubstringValue: NativeMutable {
    var mutatingMethodNames: Set<String> {
        ["append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "replaceSubrange", "removeSubrange", "popFirst", "popLast"]
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        nil
    }

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        var changed = text
        func character(_ value: Value?) throws -> Character {
            guard let text = value?.stringContent, text.count == 1 else {
                throw interpreter.runtimeError("'\(name)' expects a Character", range, source)
            }
            return text.first!
        }
        func position(_ label: String?) throws -> String.Index {
            guard case .native(let index as StringIndexValue)? = interpreter.argument(arguments, label),
                  index.index >= changed.startIndex, index.index <= changed.endIndex else {
                throw interpreter.runtimeError("Fatal error: String index is out of bounds", range, source)
            }
            return index.index
        }
        func count() throws -> Int {
            guard case .int(let count)? = arguments.first?.value else { return 1 }
            guard count >= 0, count <= changed.count else {
                throw interpreter.runtimeError("Fatal error: Can't remove more items from a collection than it contains", range, source)
            }
            return count
        }
        var result = Value.void
        switch name {
        case "append" where arguments.first?.label == "contentsOf":
            guard let added = arguments[0].value.stringContent else {
                throw interpreter.runtimeError("append(contentsOf:) expects a String", range, source)
            }
            changed.append(contentsOf: added)
        case "append":
            guard let added = arguments.first?.value.stringContent else { throw interpreter.runtimeError("append expects a String or Character", range, source) }
            changed.append(contentsOf: added)
        case "insert":
            changed.insert(try character(arguments.first?.value), at: try position("at"))
        case "remove":
            let index = try position("at")
            guard index < changed.endIndex else { throw interpreter.runtimeError("Fatal error: String index is out of bounds", range, source) }
            result = .character(changed.remove(at: index))
        case "popFirst", "popLast":
            // A Substring is its own SubSequence: nil when empty, else the end element, taken off.
            guard !changed.isEmpty else { return (.native(self), Value.none) }
            result = .optional(.character(name == "popFirst" ? changed.removeFirst() : changed.removeLast()))
        case "removeFirst", "removeLast":
            let taken = try count()
            guard !changed.isEmpty || taken == 0 else {
                throw interpreter.runtimeError("Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", range, source)
            }
            if arguments.isEmpty {
                result = .character(name == "removeFirst" ? changed.removeFirst() : changed.removeLast())
            } else if name == "removeFirst" {
                changed.removeFirst(taken)
            } else {
                changed.removeLast(taken)
            }
        case "replaceSubrange", "removeSubrange":
            guard case .native(let bounds as RangeValue)? = arguments.first?.value else {
                throw interpreter.runtimeError("'\(name)' expects a range of String.Index", range, source)
            }
            let replaced = try interpreter.stringRange(bounds, in: changed, range, source)
            changed.replaceSubrange(replaced, with: interpreter.argument(arguments, "with")?.stringContent ?? "")
        case "removeAll" where interpreter.functionArgument(arguments, "where") != nil:
            // Those the predicate picks, the others kept in order.
            let predicate = interpreter.functionArgument(arguments, "where")!
            var kept = Substring()
            for character in changed where !(try interpreter.predicate(predicate, .character(character), range, source)) { kept.append(character) }
            changed = kept
        default:
            changed.removeAll()
        }
        return (.native(SubstringValue(changed)), result)
    }
}
