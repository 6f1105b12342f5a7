// Compiler test style: Dictionary mapValues, compactMapValues and merging with combining closures
let stock = ["apple": 5, "pear": 0, "fig": 12]
let doubled = stock.mapValues { $0 * 2 }
print(doubled.sorted { $0.key < $1.key })
let labels = stock.mapValues { $0 == 0 ? "out" : "in" }
print(labels.keys.sorted().map { "\($0)=\(labels[$0]!)" })

let raw = ["a": "1", "b": "two", "c": "3", "d": ""]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.count, parsed.keys.sorted(), parsed.values.sorted())
let sparse: [String: Int?] = ["x": 1, "y": nil]
let dense = sparse.compactMapValues { $0 }
print(dense)

let more = ["apple": 3, "kiwi": 7, "fig": 1]
let summed = stock.merging(more) { old, new in old + new }
print(summed.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let keepOld = stock.merging(more) { old, _ in old }
let keepNew = stock.merging(more) { $1 }
print(keepOld["apple"]!, keepNew["apple"]!, keepOld["fig"]!, keepNew["fig"]!)

var inventory = stock
inventory.merge(["pear": 4, "plum": 2]) { current, incoming in
    print("conflict resolved: \(current) vs \(incoming)")
    return max(current, incoming)
}
print(inventory.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { $0.key })

let pairs = [("k", 1), ("j", 2), ("k", 10)]
var fromPairs: [String: Int] = [:]
fromPairs.merge(pairs) { $0 + $1 }
print(fromPairs.sorted { $0.key < $1.key })
let dictFromSeq = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
print(dictFromSeq["k"]!, dictFromSeq.count)
let nested = ["g": ["x": 1], "h": [:]]
print(nested.mapValues { $0.count }.sorted { $0.key < $1.key })

// expect: [(key: "apple", value: 10), (key: "fig", value: 24), (key: "pear", value: 0)]
// expect: ["apple=in", "fig=in", "pear=out"]
// expect: 2 ["a", "c"] [1, 3]
// expect: ["x": 1]
// expect: ["apple:8", "fig:13", "kiwi:7", "pear:0"]
// expect: 5 3 12 1
// expect: conflict resolved: 0 vs 4
// expect: ["fig", "apple", "pear", "plum"]
// expect: [(key: "j", value: 2), (key: "k", value: 11)]
// expect: 1 2
// expect: [(key: "g", value: 1), (key: "h", value: 0)]
