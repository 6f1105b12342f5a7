// Compiler test style: mutating struct values stored in a dictionary through optional chaining
struct Counter {
  var count = 0
  var tags: [String] = []
  mutating func hit(_ tag: String) {
    count += 1
    tags.append(tag)
  }
}

var d: [String: Counter] = ["a": Counter(), "b": Counter(count: 5, tags: ["x"])]
d["a"]?.count += 1
d["a"]?.hit("first")
d["b"]?.tags.append("y")
d["missing"]?.count += 100
print(d["a"]!.count, d["a"]!.tags)
print(d["b"]!.count, d["b"]!.tags)
print(d["missing"] == nil)

var copy = d
copy["a"]?.count = 999
print(d["a"]!.count, copy["a"]!.count)

d["c", default: Counter()].hit("new")
d["c", default: Counter()].count += 10
print(d["c"]!.count, d["c"]!.tags)

let keys = d.keys.sorted()
for k in keys {
  print(k, d[k]!.count)
}

var words: [String: [Int]] = [:]
for (i, w) in ["x", "y", "x", "z", "x"].enumerated() {
  words[w, default: []].append(i)
}
print(words.keys.sorted().map { "\($0):\(words[$0]!)" })
words["x"]?.removeFirst()
print(words["x"]!, words["x"]?.count ?? -1)
// expect: 2 ["first"]
// expect: 5 ["x", "y"]
// expect: true
// expect: 2 999
// expect: 11 ["new"]
// expect: a 2
// expect: b 5
// expect: c 11
// expect: ["x:[0, 2, 4]", "y:[1]", "z:[3]"]
// expect: [2, 4] 2
