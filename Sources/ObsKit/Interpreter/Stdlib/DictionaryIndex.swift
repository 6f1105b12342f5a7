/// `Dictionary.Index` (from `index(forKey:)`): a position in the dictionary's order; `dict[index]` is the
/// `(key:, value:)` pair there. Faithful for reading and comparing; it prints as its type name, not as
/// Swift's internal layout, and is not checked against the dictionary it came from.
final class DictionaryIndexValue: NativeValue {
    let position: Int

    init(_ position: Int) {
        self.position = position
    }

    var typeName: String { "Dictionary.Index" }

    func isEqual(to other: NativeValue) -> Bool? {
        (other as? DictionaryIndexValue).map { $0.position == position }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(position) }

    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? DictionaryIndexValue else { return nil }
        return position < other.position ? -1 : (position == other.position ? 0 : 1)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// The element at this position: `(key: K, value: V)`.
    func element(of dictionary: OrderedDictionary, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard position < dictionary.keys.count else {
            throw interpreter.runtimeError("Fatal error: Attempting to access Dictionary elements using an invalid index", range, source)
        }
        return .tuple(TupleValue(elements: [dictionary.keys[position], dictionary.values[position]], labels: ["key", "value"]))
    }
}
