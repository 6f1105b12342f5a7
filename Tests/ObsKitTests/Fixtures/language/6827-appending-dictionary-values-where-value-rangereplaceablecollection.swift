// objc.io style (multimaps): appending into Dictionary values where Value is a RangeReplaceableCollection
// known-gap: error: 6827-appending-dictionary-values-where-value-rangereplaceablecollection.swift:4:28: error: no exact matches in call to initializer 'Any()'
extension Dictionary where Value: RangeReplaceableCollection {
    mutating func append(_ element: Value.Element, forKey key: Key) {
        self[key, default: Value()].append(element)
    }

    func flatValues() -> [Value.Element] { values.flatMap { $0 } }

    var totalElementCount: Int { values.reduce(0) { $0 + $1.count } }
}

extension Dictionary where Key: Comparable, Value: Sequence {
    func render(_ describe: (Value.Element) -> String) -> String {
        keys.sorted().map { key in
            "\(key): " + self[key]!.map(describe).joined(separator: ",")
        }.joined(separator: "; ")
    }
}

var graph: [String: [String]] = [:]
for (from, to) in [("a", "b"), ("a", "c"), ("b", "c"), ("c", "a"), ("d", "a")] {
    graph.append(to, forKey: from)
}
print(graph.render { $0 })
print(graph.totalElementCount, graph.flatValues().sorted())

var inbound: [String: Set<String>] = [:]
for (from, targets) in graph {
    for t in targets { inbound[t, default: []].insert(from) }
}
for key in inbound.keys.sorted() { print(key, inbound[key]!.sorted()) }

var initials: [Character: String] = [:]
for name in ["amy", "bob", "al", "bea", "cy"] {
    initials.append(name.last!, forKey: name.first!)
}
print(initials.render { String($0) })
print(initials.totalElementCount)

let counts = Dictionary(["x", "y", "x", "z", "x"].map { ($0, 1) }, uniquingKeysWith: +)
print(counts.keys.sorted().map { "\($0)\(counts[$0]!)" })
var buckets: [Int: [Int]] = [:]
for n in 1...10 { buckets.append(n, forKey: n % 3) }
print(buckets.render { String($0) })
print(buckets.flatValues().sorted() == Array(1...10))

// expect: a: b,c; b: c; c: a; d: a
// expect: 5 ["a", "a", "b", "c", "c"]
// expect: a ["c", "d"]
// expect: b ["a"]
// expect: c ["a", "b"]
// expect: a: y,l; b: b,a; c: y
// expect: 5
// expect: ["x3", "y1", "z1"]
// expect: 0: 3,6,9; 1: 1,4,7,10; 2: 2,5,8
// expect: true
