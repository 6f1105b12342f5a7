// Swift book style: dictionaries: creating, updating, removing, iterating
// Checks: empty dictionary literals, subscript set and get, updateValue
// returning the old value, removeValue, nil assignment removing a key,
// iterating sorted keys, and keys/values arrays. Multi-element printing is sorted.

var namesOfIntegers: [Int: String] = [:]
namesOfIntegers[16] = "sixteen"
print(namesOfIntegers)
namesOfIntegers = [:]
print(namesOfIntegers.isEmpty)

var airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
print("The airports dictionary contains \(airports.count) items.")
airports["LHR"] = "London"
airports["LHR"] = "London Heathrow"
print(airports["LHR"]!)

if let oldValue = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("The old value for DUB was \(oldValue).")
}
let noOld = airports.updateValue("Kastrup", forKey: "CPH")
print(noOld as Any)

if let airportName = airports["DUB"] {
    print("The name of the airport is \(airportName).")
} else {
    print("That airport isn't in the airports dictionary.")
}

airports["APL"] = "Apple International"
print(airports.count)
airports["APL"] = nil
print(airports.count, airports["APL"] as Any)

if let removedValue = airports.removeValue(forKey: "DUB") {
    print("The removed airport's name is \(removedValue).")
} else {
    print("The airports dictionary doesn't contain a value for DUB.")
}
print(airports.removeValue(forKey: "XXX") as Any)

for airportCode in airports.keys.sorted() {
    print("Airport code: \(airportCode)")
}
for airportName in airports.values.sorted() {
    print("Airport name: \(airportName)")
}
for (code, name) in airports.sorted(by: { $0.key < $1.key }) {
    print("\(code): \(name)")
}
let airportCodes = [String](airports.keys).sorted()
print(airportCodes)

// Default subscript
var wordCounts: [String: Int] = [:]
for w in "the cat and the hat and the bat".split(separator: " ") {
    wordCounts[String(w), default: 0] += 1
}
for key in wordCounts.keys.sorted() {
    print("\(key) -> \(wordCounts[key]!)")
}

// Grouping and merging
let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "blueberry", "cherry"]) { $0.first! }
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}
var inventory = ["pens": 3, "pads": 1]
inventory.merge(["pens": 2, "ink": 5]) { old, new in old + new }
print(inventory.sorted { $0.key < $1.key })
let fromPairs = Dictionary(uniqueKeysWithValues: [(1, "one"), (2, "two")])
print(fromPairs[2]!, fromPairs.count)
let summed = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(summed.sorted { $0.key < $1.key })

// mapValues, filter, compactMapValues
let prices = ["tea": 3, "cake": 5, "jam": 2]
let doubled = prices.mapValues { $0 * 2 }
print(doubled.sorted { $0.key < $1.key })
let cheap = prices.filter { $0.value < 4 }
print(cheap.keys.sorted())
let parsed = ["a": "1", "b": "x", "c": "3"].compactMapValues { Int($0) }
print(parsed.sorted { $0.key < $1.key })
print(prices.values.reduce(0, +))
print(prices.contains { $0.value == 5 })
print(prices.min { $0.value < $1.value }!.key)

// Single element dictionary prints deterministically
print(["only": [1, 2]])
let nested: [String: [String: Int]] = ["outer": ["inner": 7]]
print(nested["outer"]?["inner"] as Any)
print(nested["missing"]?["inner"] as Any)

// expect: [16: "sixteen"]
// expect: true
// expect: The airports dictionary contains 2 items.
// expect: London Heathrow
// expect: The old value for DUB was Dublin.
// expect: nil
// expect: The name of the airport is Dublin Airport.
// expect: 5
// expect: 4 nil
// expect: The removed airport's name is Dublin Airport.
// expect: nil
// expect: Airport code: CPH
// expect: Airport code: LHR
// expect: Airport code: YYZ
// expect: Airport name: Kastrup
// expect: Airport name: London Heathrow
// expect: Airport name: Toronto Pearson
// expect: CPH: Kastrup
// expect: LHR: London Heathrow
// expect: YYZ: Toronto Pearson
// expect: ["CPH", "LHR", "YYZ"]
// expect: and -> 2
// expect: bat -> 1
// expect: cat -> 1
// expect: hat -> 1
// expect: the -> 3
// expect: a ["apple", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: [(key: "ink", value: 5), (key: "pads", value: 1), (key: "pens", value: 5)]
// expect: two 2
// expect: [(key: "a", value: 4), (key: "b", value: 2)]
// expect: [(key: "cake", value: 10), (key: "jam", value: 4), (key: "tea", value: 6)]
// expect: ["jam", "tea"]
// expect: [(key: "a", value: 1), (key: "c", value: 3)]
// expect: 10
// expect: true
// expect: jam
// expect: ["only": [1, 2]]
// expect: Optional(7)
// expect: nil
