// Dictionary: grouping, merging with conflict resolution, default subscripts, mapValues/compactMapValues, uniqueKeys (expected output from swiftc 6.3.1 on Linux)
let people = [("ann", "ops"), ("bo", "dev"), ("cy", "dev"), ("di", "qa"), ("ed", "ops"), ("fay", "dev")]
let byTeam = Dictionary(grouping: people, by: { $0.1 }).mapValues { $0.map(\.0) }
for team in byTeam.keys.sorted() { print(team, byTeam[team]!) }

var scores = ["ann": 3, "bo": 5]
scores.merge(["bo": 2, "cy": 7]) { old, new in old + new }
print(scores.sorted { $0.key < $1.key })
let kept = scores.merging(["ann": 100]) { current, _ in current }
let replaced = scores.merging(["ann": 100]) { _, new in new }
print(kept["ann"]!, replaced["ann"]!)

let counts = Dictionary(["x", "y", "x", "z", "x"].map { ($0, 1) }, uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
let firstWins = Dictionary([("k", 1), ("k", 2)], uniquingKeysWith: { a, _ in a })
print(firstWins)

var inventory: [String: Int] = [:]
for item in ["bolt", "nut", "bolt", "gear", "bolt"] { inventory[item, default: 0] += 1 }
print(inventory.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map(\.key))

let raw = ["a": "1", "b": "two", "c": "3"]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.keys.sorted(), parsed.values.sorted())

var d = ["one": 1, "two": 2, "three": 3]
let old = d.updateValue(20, forKey: "two")
let new = d.updateValue(4, forKey: "four")
print(old as Any, new as Any, d.count)
print(d.removeValue(forKey: "one") as Any, d.removeValue(forKey: "nine") as Any)
d["three"] = nil
print(d.sorted { $0.key < $1.key })
print(d.filter { $0.value > 5 }.keys.sorted(), d.contains { $0.value == 4 })

let nestedStats: [String: [String: Int]] = ["north": ["rain": 5, "sun": 2], "south": ["sun": 9]]
for region in nestedStats.keys.sorted() {
    let inner = nestedStats[region]!
    print(region, inner.keys.sorted().map { "\($0)=\(inner[$0]!)" })
}
print(nestedStats["south"]?["rain"] ?? 0, nestedStats["east"]?["sun"] as Any)
let inverted = Dictionary(uniqueKeysWithValues: parsed.map { ($0.value, $0.key) })
print(inverted.sorted { $0.key < $1.key }.map { "\($0.key)->\($0.value)" })
var cache: [Int: String] = [:]
func label(_ n: Int) -> String {
    if let hit = cache[n] { return "hit " + hit }
    let v = String(n, radix: 2)
    cache[n] = v
    return "miss " + v
}
print([5, 6, 5].map(label))
let emptyDict: [String: Int] = [:]
print(emptyDict.isEmpty, emptyDict["x"] as Any, emptyDict, [Int: Int]().count)

// expect: dev ["bo", "cy", "fay"]
// expect: ops ["ann", "ed"]
// expect: qa ["di"]
// expect: [(key: "ann", value: 3), (key: "bo", value: 7), (key: "cy", value: 7)]
// expect: 3 100
// expect: x3y1z1
// expect: ["k": 1]
// expect: ["bolt", "gear", "nut"]
// expect: ["a", "c"] [1, 3]
// expect: Optional(2) nil 4
// expect: Optional(1) nil
// expect: [(key: "four", value: 4), (key: "two", value: 20)]
// expect: ["two"] true
// expect: north ["rain=5", "sun=2"]
// expect: south ["sun=9"]
// expect: 0 nil
// expect: ["1->a", "3->c"]
// expect: ["miss 101", "miss 110", "hit 101"]
// expect: true nil [:] 0
