// swift-collections style (OrderedDictionary): keys kept in insertion order with subscript(default:), updateValue, and a values view
struct OrderedDictionary<Key: Hashable, Value> {
    private(set) var keys: [Key] = []
    private var table: [Key: Value] = [:]

    var values: [Value] { keys.map { table[$0]! } }

    subscript(key: Key) -> Value? {
        get { table[key] }
        set {
            if let newValue {
                if table.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if table.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
        get { table[key] ?? defaultValue() }
        set { self[key] = newValue }
    }

    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        let old = table[key]
        self[key] = value
        return old
    }

    func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> OrderedDictionary<Key, T> {
        var result = OrderedDictionary<Key, T>()
        for k in keys { result[k] = try transform(table[k]!) }
        return result
    }
}

extension OrderedDictionary: Sequence {
    func makeIterator() -> AnyIterator<(key: Key, value: Value)> {
        var i = 0
        return AnyIterator {
            guard i < keys.count else { return nil }
            defer { i += 1 }
            return (keys[i], table[keys[i]]!)
        }
    }
}

extension OrderedDictionary: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (Key, Value)...) {
        for (k, v) in elements { self[k] = v }
    }
}

extension OrderedDictionary: CustomStringConvertible {
    var description: String {
        "[" + map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }
}

var stock: OrderedDictionary = ["pear": 3, "apple": 5, "fig": 1]
stock["banana"] = 7
stock["apple"] = 6
print(stock)
stock["fig"] = nil
print(stock.keys, stock.values)
var counts = OrderedDictionary<Character, Int>()
for ch in "hello world" where ch != " " { counts[ch, default: 0] += 1 }
print(counts)
print(stock.updateValue(10, forKey: "pear") as Any, stock.updateValue(1, forKey: "kiwi") as Any)
print(stock.mapValues { $0 * 2 })
for (name, n) in stock where n > 5 { print(name, n) }

// expect: [pear: 3, apple: 6, fig: 1, banana: 7]
// expect: ["pear", "apple", "banana"] [3, 6, 7]
// expect: [h: 1, e: 1, l: 3, o: 2, w: 1, r: 1, d: 1]
// expect: Optional(3) nil
// expect: [pear: 20, apple: 12, banana: 14, kiwi: 2]
// expect: pear 10
// expect: apple 6
// expect: banana 7
