// Compiler test style: Dictionary extensions constrained on Key and Value types
extension Dictionary where Value: Numeric {
    func total() -> Value { values.reduce(0, +) }
    mutating func add(_ amount: Value, to key: Key) {
        self[key, default: 0] += amount
    }
}

extension Dictionary where Key: Comparable {
    var sortedPairs: [(Key, Value)] {
        sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
    func render(_ f: (Value) -> String) -> String {
        sortedPairs.map { "\($0.0)=\(f($0.1))" }.joined(separator: ", ")
    }
}

extension Dictionary where Key == String, Value == [Int] {
    func flattenedSorted() -> [Int] {
        keys.sorted().flatMap { self[$0]! }
    }
}

extension Dictionary where Value: Equatable {
    func keys(for value: Value) -> [Key] where Key: Comparable {
        filter { $0.value == value }.map { $0.key }.sorted()
    }
}

var scores: [String: Int] = ["amy": 3, "bob": 5]
scores.add(4, to: "amy")
scores.add(1, to: "cat")
print(scores.total())
print(scores.render { String($0) })

var prices: [Int: Double] = [3: 1.5, 1: 2.25]
prices.add(0.25, to: 3)
print(prices.total())
print(prices.render { "$\($0)" })

let groups: [String: [Int]] = ["b": [3, 4], "a": [1, 2], "c": []]
print(groups.flattenedSorted())
print(groups.render { "\($0.count)" })

let colors = ["sky": "blue", "sea": "blue", "grass": "green", "sun": "yellow"]
print(colors.keys(for: "blue"))
print(colors.keys(for: "red"))
for (k, v) in scores.sortedPairs {
    print(k, v)
}

// expect: 13
// expect: amy=7, bob=5, cat=1
// expect: 4.0
// expect: 1=$2.25, 3=$1.75
// expect: [1, 2, 3, 4]
// expect: a=2, b=2, c=0
// expect: ["sea", "sky"]
// expect: []
// expect: amy 7
// expect: bob 5
// expect: cat 1
