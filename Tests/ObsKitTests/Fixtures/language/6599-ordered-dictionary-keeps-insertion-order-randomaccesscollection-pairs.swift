// Advanced Swift style (ExpressibleByDictionaryLiteral): an ordered dictionary that keeps insertion order, is a RandomAccessCollection of pairs, and prints itself
struct OrderedDictionary<Key: Hashable, Value> {
    private(set) var keys: [Key] = []
    private var storage: [Key: Value] = [:]

    init() {}

    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if let newValue = newValue {
                if storage.updateValue(newValue, forKey: key) == nil {
                    keys.append(key)
                }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }
}

extension OrderedDictionary: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (Key, Value)...) {
        for (k, v) in elements { self[k] = v }
    }
}

extension OrderedDictionary: RandomAccessCollection {
    var startIndex: Int { keys.startIndex }
    var endIndex: Int { keys.endIndex }
    subscript(position: Int) -> (key: Key, value: Value) {
        let k = keys[position]
        return (k, storage[k]!)
    }
}

extension OrderedDictionary: CustomStringConvertible {
    var description: String {
        "[" + map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }
}

var scores: OrderedDictionary = ["zoe": 3, "adam": 7, "mia": 5]
print(scores)
scores["bob"] = 1
scores["adam"] = 8
print(scores, scores.count)
scores["zoe"] = nil
print(scores.keys)
print(scores.map { $0.value })
print(scores.first!.key, scores.last!.value)
print(scores.sorted { $0.value > $1.value }.map { $0.key })
for (i, pair) in scores.enumerated() {
    print(i, pair.key, pair.value)
}
print(scores["mia"] ?? 0, scores["nobody"] ?? 0)
let empty: OrderedDictionary<String, Int> = [:]
print(empty, empty.isEmpty)
print("interpolated: \(scores)")

// expect: [zoe: 3, adam: 7, mia: 5]
// expect: [zoe: 3, adam: 8, mia: 5, bob: 1] 4
// expect: ["adam", "mia", "bob"]
// expect: [8, 5, 1]
// expect: adam 1
// expect: ["adam", "mia", "bob"]
// expect: 0 adam 8
// expect: 1 mia 5
// expect: 2 bob 1
// expect: 5 0
// expect: [] true
// expect: interpolated: [adam: 8, mia: 5, bob: 1]
