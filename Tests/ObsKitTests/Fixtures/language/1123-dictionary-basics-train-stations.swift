// Collection Types: dictionaries: updateValue, removal by nil, default subscripts, sorted keys/values, mapValues, merging, grouping.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var platforms = ["NTH": "North Hall", "RIV": "Riverside"]
print("The platforms dictionary contains \(platforms.count) items.")
platforms["MKT"] = "Market"
platforms["MKT"] = "Market Square"
if let oldValue = platforms.updateValue("Riverside Quay", forKey: "RIV") {
    print("The old value for RIV was \(oldValue).")
}
print(platforms.updateValue("Old Mill", forKey: "MIL") as Any)
if let name = platforms["RIV"] { print("The stop is called \(name).") }
platforms["TMP"] = "Temporary Halt"
platforms["TMP"] = nil
if let removed = platforms.removeValue(forKey: "NTH") { print("removed", removed) }
for (code, name) in platforms.sorted(by: { $0.key < $1.key }) { print("\(code): \(name)") }
print(platforms.keys.sorted(), platforms.values.sorted())
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

// expect: The platforms dictionary contains 2 items.
// expect: The old value for RIV was Riverside.
// expect: nil
// expect: The stop is called Riverside Quay.
// expect: removed North Hall
// expect: MIL: Old Mill
// expect: MKT: Market Square
// expect: RIV: Riverside Quay
// expect: ["MIL", "MKT", "RIV"] ["Market Square", "Old Mill", "Riverside Quay"]
// expect: ["the:3", "and:2", "bat:1", "cat:1", "hat:1"]
// expect: 6 nil
// expect: ["and", "the"]
// expect: [(key: "a", value: 1), (key: "b", value: 22), (key: "c", value: 30)]
// expect: 2 ["ox"]
// expect: 3 ["cat", "dog", "emu", "yak"]
// expect: 5 ["horse"]
// expect: 9 4 false
// expect: 4 2 true
