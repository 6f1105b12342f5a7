// Collection types: sets (operations, membership) and dictionaries (update, remove, grouping)
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A board-game club's tags, which days people can meet, and a small table of train stations.
var tags: Set<String> = ["Strategy", "Party", "Co-op"]
tags.insert("Puzzle")
if let gone = tags.remove("Party") { print("\(gone) removed") }
print(tags.contains("Trivia"), tags.count)
print(tags.sorted())

let ana: Set = [1, 2, 4, 6, 7]
let ben: Set = [3, 4, 5, 7]
let hall: Set = [2, 4, 7]
print(ana.union(ben).sorted())
print(ana.intersection(ben).sorted())
print(ana.subtracting(hall).sorted())
print(ana.symmetricDifference(hall).sorted())
let weekend: Set = [6, 7]
print(weekend.isSubset(of: ana), ana.isSuperset(of: weekend), hall.isDisjoint(with: [1, 3, 5]))

var stations = ["KGX": "Kings Cross", "EDB": "Edinburgh"]
stations["YRK"] = "York"
if let old = stations.updateValue("Edinburgh Waverley", forKey: "EDB") {
    print("old EDB: \(old)")
}
stations["YRK"] = "York Central"
print(stations["ZZZ"] ?? "no such station")
stations["KGX"] = nil
for code in stations.keys.sorted() {
    print("\(code): \(stations[code]!)")
}
let removedValue = stations.removeValue(forKey: "EDB")
print(removedValue ?? "nil", stations.count)

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
for letter in grouped.keys.sorted() {
    print(letter, grouped[letter]!)
}
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths.filter { $0.value > 6 }.keys.sorted())
let merged = ["a": 1, "b": 2].merging(["b": 10, "c": 3]) { $0 + $1 }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
print(lengths.mapValues { $0 * 2 }["banana"]!)
// expect: Party removed
// expect: false 3
// expect: ["Co-op", "Puzzle", "Strategy"]
// expect: [1, 2, 3, 4, 5, 6, 7]
// expect: [4, 7]
// expect: [1, 6]
// expect: [1, 6]
// expect: true true true
// expect: old EDB: Edinburgh
// expect: no such station
// expect: EDB: Edinburgh Waverley
// expect: YRK: York Central
// expect: Edinburgh Waverley 1
// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: ["apricot", "avocado", "blueberry"]
// expect: ["a1", "b12", "c3"]
// expect: 12
