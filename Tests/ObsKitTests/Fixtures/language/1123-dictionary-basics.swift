// Collection Types: dictionaries: updateValue, removal by nil, default subscripts, sorted keys/values, mapValues, merging, grouping.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var airports = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
print("The airports dictionary contains \(airports.count) items.")
airports["LHR"] = "London"
airports["LHR"] = "London Heathrow"
if let oldValue = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("The old value for DUB was \(oldValue).")
}
print(airports.updateValue("Lisbon", forKey: "LIS") as Any)
if let name = airports["DUB"] { print("The name of the airport is \(name).") }
airports["APL"] = "Apple International"
airports["APL"] = nil
if let removed = airports.removeValue(forKey: "YYZ") { print("removed", removed) }
for (code, name) in airports.sorted(by: { $0.key < $1.key }) { print("\(code): \(name)") }
print(airports.keys.sorted(), airports.values.sorted())
var wordCounts: [String: Int] = [:]
for word in "the cat and the hat and the bat".split(separator: " ") {
    wordCounts[String(word), default: 0] += 1
}
print(wordCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key):\($0.value)" })
let doubled = wordCounts.mapValues { $0 * 2 }
print(doubled["the"]!, doubled["dog"] as Any)
let frequent = wordCounts.filter { $0.value > 1 }
print(frequent.keys.sorted())
let merged = ["a": 1, "b": 2].merging(["b": 20, "c": 30]) { old, new in old + new }
print(merged.sorted(by: { $0.key < $1.key }))
let byLength = Dictionary(grouping: ["ox", "cat", "dog", "emu", "yak", "horse"], by: \.count)
for length in byLength.keys.sorted() { print(length, byLength[length]!) }
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(squares[3]!, squares.count, squares.keys.contains(5))
let pairs = [("x", 1), ("y", 2), ("x", 3)]
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(summed["x"]!, summed["y"]!, [String: Int]().isEmpty)

// expect: The airports dictionary contains 2 items.
// expect: The old value for DUB was Dublin.
// expect: nil
// expect: The name of the airport is Dublin Airport.
// expect: removed Toronto Pearson
// expect: DUB: Dublin Airport
// expect: LHR: London Heathrow
// expect: LIS: Lisbon
// expect: ["DUB", "LHR", "LIS"] ["Dublin Airport", "Lisbon", "London Heathrow"]
// expect: ["the:3", "and:2", "bat:1", "cat:1", "hat:1"]
// expect: 6 nil
// expect: ["and", "the"]
// expect: [(key: "a", value: 1), (key: "b", value: 22), (key: "c", value: 30)]
// expect: 2 ["ox"]
// expect: 3 ["cat", "dog", "emu", "yak"]
// expect: 5 ["horse"]
// expect: 9 4 false
// expect: 4 2 true
