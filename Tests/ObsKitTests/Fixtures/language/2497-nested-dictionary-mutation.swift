// Compiler test style: nested dictionary mutation, values view mutation, updateValue, merge and removal
var scores: [String: [String: Int]] = [
  "math": ["ann": 80, "bob": 70],
  "art": ["ann": 95],
]

scores["math"]?["bob"]! += 5
scores["art"]?["cid"] = 60
scores["music", default: [:]]["ann", default: 0] += 50
scores["history"]?["ann"] = 100
scores["math"]!["ann"] = nil

func show(_ d: [String: [String: Int]]) {
  for subject in d.keys.sorted() {
    let inner = d[subject]!
    print(subject, inner.keys.sorted().map { "\($0)=\(inner[$0]!)" })
  }
}
show(scores)

var stock = ["apple": 3, "pear": 0, "fig": 7]
for i in stock.values.indices {
  stock.values[i] *= 10
}
let old = stock.updateValue(1, forKey: "pear")
let fresh = stock.updateValue(2, forKey: "kiwi")
print("old:", old ?? -1, "fresh:", fresh ?? -1)
stock.merge(["apple": 5, "plum": 9]) { current, new in current + new }
let removed = stock.removeValue(forKey: "fig")
print("removed:", removed ?? -1)
print(stock.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

var copy = stock
copy["apple"]! += 1000
print("apple:", stock["apple"]!, copy["apple"]!)

var filtered = stock.filter { $0.value > 5 }
filtered["new"] = 1
print(filtered.keys.sorted(), stock.count)

var optionalValues: [String: Int?] = ["a": 1, "b": nil]
optionalValues["a"] = nil
optionalValues["b"] = .some(nil)
optionalValues["c"] = Optional<Int>.none
print(optionalValues.keys.sorted(), optionalValues.count)
// expect: art ["ann=95", "cid=60"]
// expect: math ["bob=75"]
// expect: music ["ann=50"]
// expect: old: 0 fresh: -1
// expect: removed: 70
// expect: ["apple:35", "kiwi:2", "pear:1", "plum:9"]
// expect: apple: 35 1035
// expect: ["apple", "new", "plum"] 4
// expect: ["b", "c"] 2
