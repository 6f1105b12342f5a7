// Swift Forums style (building dictionaries): Dictionary(grouping:), uniquingKeysWith choosing which duplicate wins, and merging
let words = ["ant", "bee", "cat", "ape", "bat", "cow", "asp"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}
let byLength = Dictionary(grouping: [1, 22, 333, 4, 55], by: { String($0).count })
print(byLength.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

let pairs = [("a", 1), ("b", 2), ("a", 3), ("b", 4), ("c", 5)]
let keepFirst = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
let keepLast = Dictionary(pairs, uniquingKeysWith: { _, last in last })
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(keepFirst.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(keepLast.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(summed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var base = ["x": 1, "y": 2]
base.merge(["y": 20, "z": 30]) { current, _ in current }
print(base.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let merged = base.merging(["x": 100]) { $1 }
print(merged["x"]!, base["x"]!)

let unique = Dictionary(uniqueKeysWithValues: zip(["one", "two"], [1, 2]))
print(unique.sorted { $0.value < $1.value }.map(\.key))

var counts: [String: Int] = [:]
for w in ["a", "b", "a"] { counts[w, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })

var d = ["k": 1]
d["k"] = nil
print(d.isEmpty, d.count)
var optDict: [String: Int?] = ["k": 1]
optDict["k"] = Optional<Int>.none
print(optDict.count, optDict["k"] as Any)
optDict.updateValue(nil, forKey: "j")
print(optDict.count, optDict.keys.sorted())
let old = d.updateValue(5, forKey: "m")
let old2 = d.updateValue(6, forKey: "m")
print(old as Any, old2 as Any, d["m"]!)
print(d.removeValue(forKey: "m") as Any, d.removeValue(forKey: "m") as Any)

// expect: a ["ant", "ape", "asp"]
// expect: b ["bee", "bat"]
// expect: c ["cat", "cow"]
// expect: ["1:[1, 4]", "2:[22, 55]", "3:[333]"]
// expect: ["a=1", "b=2", "c=5"]
// expect: ["a=3", "b=4", "c=5"]
// expect: ["a=4", "b=6", "c=5"]
// expect: ["x=1", "y=2", "z=30"]
// expect: 100 1
// expect: ["one", "two"]
// expect: ["a2", "b1"]
// expect: true 0
// expect: 1 Optional(nil)
// expect: 2 ["j", "k"]
// expect: nil Optional(5) 6
// expect: Optional(6) nil
