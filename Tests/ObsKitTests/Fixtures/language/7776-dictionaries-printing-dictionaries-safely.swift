// Blog style (dictionaries): printing dictionaries safely
let d = ["one": 1]
print(d)
debugPrint(d)
print("dict \(d)")
let nested = ["outer": ["inner": [1, 2]]]
print(nested)
let optVals: [String: Int?] = ["k": nil]
print(optVals)
let big = ["c": 3, "a": 1, "b": 2]
print(big.keys.sorted())
print(big.values.sorted())
for k in big.keys.sorted() { print("\(k) -> \(big[k]!)") }
print(big["a"] as Any, big["z"] as Any)
print(big["z", default: 0])
let sorted = big.sorted { $0.value > $1.value }
print(sorted)
print(sorted.first!)
let e: [Int: String] = [:]
print(e, e.isEmpty)
dump(["x": 1.5])
let grouped = Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 == 0 })
print(grouped[true]!, grouped[false]!)
let charD: [Character: Bool] = ["q": true]
print(charD)
// expect: ["one": 1]
// expect: ["one": 1]
// expect: dict ["one": 1]
// expect: ["outer": ["inner": [1, 2]]]
// expect: ["k": nil]
// expect: ["a", "b", "c"]
// expect: [1, 2, 3]
// expect: a -> 1
// expect: b -> 2
// expect: c -> 3
// expect: Optional(1) nil
// expect: 0
// expect: [(key: "c", value: 3), (key: "b", value: 2), (key: "a", value: 1)]
// expect: (key: "c", value: 3)
// expect: [:] true
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "x"
// expect:     - value: 1.5
// expect: [2, 4] [1, 3]
// expect: ["q": true]
