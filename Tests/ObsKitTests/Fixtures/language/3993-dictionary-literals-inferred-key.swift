// Compiler test style: dictionary literals and inferred key/value types
let d1 = ["a": 1, "b": 2]
print(d1.sorted { $0.key < $1.key }, type(of: d1))

let d2 = ["x": 1, "y": 2.5]
print(type(of: d2))
print(d2["x"]!, d2["y"]!)

let d3: [String: Double] = ["one": 1]
print(d3, type(of: d3))

let d4 = [1: "one", 2: "two"]
print(type(of: d4), d4[2]!)

let d5: [Int: [Float]] = [1: [1, 2], 2: []]
print(d5[1]!, type(of: d5[1]!))

let d6 = [1.5: true]
print(type(of: d6), d6[1.5]!)

var counts: [Character: Int] = [:]
for ch in "banana" {
    counts[ch, default: 0] += 1
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let d7: [String: Any] = ["n": 1, "f": 2.0, "s": "str"]
print(type(of: d7["n"]!), type(of: d7["f"]!), type(of: d7["s"]!))
// expect: [(key: "a", value: 1), (key: "b", value: 2)] Dictionary<String, Int>
// expect: Dictionary<String, Double>
// expect: 1.0 2.5
// expect: ["one": 1.0] Dictionary<String, Double>
// expect: Dictionary<Int, String> two
// expect: [1.0, 2.0] Array<Float>
// expect: Dictionary<Double, Bool> true
// expect: ["a=3", "b=1", "n=2"]
// expect: Int Double String
