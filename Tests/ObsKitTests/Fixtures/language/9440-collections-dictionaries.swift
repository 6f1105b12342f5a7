// Dictionaries: literals, updates, removal, iteration in sorted key order (expected output from swiftc 6.3.1 on Linux)
var stock: [String: Int] = ["apples": 12, "pears": 4, "plums": 0]
print("items:", stock.count)
stock["kiwis"] = 9
stock["pears"] = 6
if let old = stock.updateValue(20, forKey: "apples") {
    print("apples were \(old)")
}
if stock.updateValue(3, forKey: "figs") == nil {
    print("figs are new")
}
for key in stock.keys.sorted() {
    print("\(key): \(stock[key]!)")
}

stock["plums"] = nil
if let removedValue = stock.removeValue(forKey: "figs") {
    print("removed figs (\(removedValue))")
}
print(stock.keys.sorted(), stock.values.sorted())
print("grapes:", stock["grapes"] ?? 0, stock["grapes", default: -1])

var empty = [Int: String]()
empty[404] = "Not Found"
print(empty)
empty = [:]
print(empty.isEmpty)

let letters = "abracadabra"
var freq: [Character: Int] = [:]
for ch in letters {
    freq[ch, default: 0] += 1
}
let ranked = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(ranked.map { "\($0.key)\($0.value)" }.joined(separator: " "))

let people = ["Ines": 34, "Bart": 19, "Cleo": 52, "Dev": 19]
for (name, age) in people.sorted(by: { $0.key < $1.key }) where age < 40 {
    print("\(name) is \(age)")
}
let byAge = Dictionary(grouping: people.keys.sorted(), by: { people[$0]! >= 30 ? "30+" : "under 30" })
for group in byAge.keys.sorted() {
    print(group, byAge[group]!)
}
let doubled = people.mapValues { $0 * 2 }
print(doubled.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let adults = people.filter { $0.value >= 21 }
print(adults.keys.sorted())

let pairs = [("x", 1), ("y", 2), ("x", 5)]
let merged = Dictionary(pairs, uniquingKeysWith: +)
print(merged.sorted { $0.key < $1.key })
var settings = ["volume": 5, "brightness": 7]
settings.merge(["volume": 9, "contrast": 3]) { current, _ in current }
print(settings.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let lookup = Dictionary(uniqueKeysWithValues: zip(["one", "two", "three"], 1...3))
print(lookup.keys.sorted(), lookup["two"]!)
print(Array(lookup.values).sorted(), lookup.contains { $0.value > 2 })

// expect: items: 3
// expect: apples were 12
// expect: figs are new
// expect: apples: 20
// expect: figs: 3
// expect: kiwis: 9
// expect: pears: 6
// expect: plums: 0
// expect: removed figs (3)
// expect: ["apples", "kiwis", "pears"] [6, 9, 20]
// expect: grapes: 0 -1
// expect: [404: "Not Found"]
// expect: true
// expect: a5 b2 r2 c1 d1
// expect: Bart is 19
// expect: Dev is 19
// expect: Ines is 34
// expect: 30+ ["Cleo", "Ines"]
// expect: under 30 ["Bart", "Dev"]
// expect: ["Bart=38", "Cleo=104", "Dev=38", "Ines=68"]
// expect: ["Cleo", "Ines"]
// expect: [(key: "x", value: 6), (key: "y", value: 2)]
// expect: ["brightness:7", "contrast:3", "volume:5"]
// expect: ["one", "three", "two"] 2
// expect: [1, 2, 3] true
