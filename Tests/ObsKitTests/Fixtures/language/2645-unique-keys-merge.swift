// Compiler test style: Dictionary(uniqueKeysWithValues:), init(_:uniquingKeysWith:), merge and merging
let pairs = [("a", 1), ("b", 2), ("c", 3)]
let d = Dictionary(uniqueKeysWithValues: pairs)
print(d.sorted { $0.key < $1.key })

let dupes = [("x", 1), ("y", 2), ("x", 10), ("y", 20), ("x", 100)]
let firstWins = Dictionary(dupes, uniquingKeysWith: { first, _ in first })
let lastWins = Dictionary(dupes, uniquingKeysWith: { _, last in last })
let summed = Dictionary(dupes, uniquingKeysWith: +)
print(firstWins["x"]!, lastWins["x"]!, summed["x"]!, summed["y"]!)

var base = ["a": 1, "b": 2]
base.merge(["b": 20, "c": 30]) { old, new in old + new }
print(base.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
base.merge([("a", 5), ("d", 4)], uniquingKeysWith: { max($0, $1) })
print(base.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let merged = base.merging(["a": 0, "z": 26]) { cur, _ in cur }
print(merged.count, base.count, merged["a"]!, merged["z"]!)

let indexed = Dictionary(uniqueKeysWithValues: "swift".enumerated().map { ($1, $0) })
print(indexed["s"]!, indexed["t"]!, indexed["q"] as Any)
let inverted = Dictionary(uniqueKeysWithValues: d.map { ($1, $0) })
print(inverted.keys.sorted(), inverted[2]!)
// expect: [(key: "a", value: 1), (key: "b", value: 2), (key: "c", value: 3)]
// expect: 1 100 111 22
// expect: ["a=1", "b=22", "c=30"]
// expect: ["a=5", "b=22", "c=30", "d=4"]
// expect: 5 4 5 26
// expect: 0 4 nil
// expect: [1, 2, 3] b
