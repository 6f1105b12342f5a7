// Swift stdlib test style (Dictionary APIs): iterating sorted by key and by value, contains(where:), first(where:) after sorting, reduce over entries, keys as a Set, and nested dictionary updates
var population = ["oslo": 709, "bergen": 286, "tromso": 77, "stavanger": 144]
for (city, people) in population.sorted(by: { $0.key < $1.key }) {
    print(city, people)
}
print(population.sorted { $0.value > $1.value }.map(\.key))
print(population.contains { $0.value > 700 }, population.contains { $0.key == "paris" })
print(population.sorted { $0.key < $1.key }.first { $0.value < 200 }?.key ?? "none")
let total = population.reduce(0) { $0 + $1.value }
print(total, population.values.reduce(0, +) == total)
print(population.min { $0.value < $1.value }!.key, population.max { $0.value < $1.value }!.key)

let keys = Set(population.keys)
print(keys.contains("oslo"), keys.isSuperset(of: ["bergen", "tromso"]), keys.count)
let other: Set = ["oslo", "paris"]
print(keys.intersection(other).sorted(), other.subtracting(keys).sorted())

population["oslo"]! += 1
population["bergen"] = nil
population["bodo"] = 52
print(population.keys.sorted(), population["oslo"]!)
print(population.isEmpty, population.count, population.keys.count == population.values.count)

var config: [String: [String: Int]] = ["db": ["port": 5432], "web": ["port": 80]]
config["db"]?["timeout"] = 30
config["web"]!["port"]! += 8000
config["cache", default: [:]]["size"] = 64
config["missing"]?["x"] = 1
for section in config.keys.sorted() {
    let entries = config[section]!.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    print(section, entries)
}

let inverted = Dictionary(population.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
print(inverted.keys.sorted().map { inverted[$0]! })
let emptyDict: [String: Int] = [:]
print(emptyDict.first as Any, emptyDict.keys.sorted(), emptyDict.isEmpty)
let literal: [Int: String] = [3: "c", 1: "a", 2: "b"]
print(literal.sorted(by: { $0.key < $1.key }).map(\.value).joined())
print(Array(literal.keys).sorted(), Array(literal.values).sorted(by: >))

// expect: bergen 286
// expect: oslo 709
// expect: stavanger 144
// expect: tromso 77
// expect: ["oslo", "bergen", "stavanger", "tromso"]
// expect: true false
// expect: stavanger
// expect: 1216 true
// expect: tromso oslo
// expect: true true 4
// expect: ["oslo"] ["paris"]
// expect: ["bodo", "oslo", "stavanger", "tromso"] 710
// expect: false 4 true
// expect: cache ["size=64"]
// expect: db ["port=5432", "timeout=30"]
// expect: web ["port=8080"]
// expect: ["bodo", "tromso", "stavanger", "oslo"]
// expect: nil [] true
// expect: abc
// expect: [1, 2, 3] ["c", "b", "a"]
