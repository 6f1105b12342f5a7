// Advanced Swift style (ExpressibleByDictionaryLiteral): an ordered dictionary that keeps insertion order and iterates key-value pairs
// known-gap: error: 24:54: Fatal error: Index out of range
struct OrderedDict<Key: Hashable, Value> {
    private(set) var keys: [Key] = []
    private var values: [Key: Value] = [:]
    subscript(key: Key) -> Value? {
        get { values[key] }
        set {
            if let v = newValue {
                if values.updateValue(v, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }
}
extension OrderedDict: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (Key, Value)...) {
        for (k, v) in elements { self[k] = v }
    }
}
extension OrderedDict: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { keys.count }
    subscript(i: Int) -> (key: Key, value: Value) { (keys[i], values[keys[i]]!) }
}
extension OrderedDict: CustomStringConvertible {
    var description: String {
        "{" + map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
}
var od: OrderedDict = ["zeta": 1, "alpha": 2, "mid": 3]
print(od)
od["beta"] = 4
od["alpha"] = 20
print(od, od.count)
od["zeta"] = nil
print(od.keys)
for (k, v) in od { print(k, "->", v) }
print(od[0].key, od.last!.value)
print(od.map { $0.value }.reduce(0, +))
print(od.reversed().map { $0.key })
let empty: OrderedDict<String, Int> = [:]
print(empty, empty.isEmpty)
let byInt: OrderedDict = [3: "c", 1: "a"]
print(byInt, byInt[3]!)
// expect: {zeta: 1, alpha: 2, mid: 3}
// expect: {zeta: 1, alpha: 20, mid: 3, beta: 4} 4
// expect: ["alpha", "mid", "beta"]
// expect: alpha -> 20
// expect: mid -> 3
// expect: beta -> 4
// expect: alpha 4
// expect: 27
// expect: ["beta", "mid", "alpha"]
// expect: {} true
// expect: {3: c, 1: a} c
