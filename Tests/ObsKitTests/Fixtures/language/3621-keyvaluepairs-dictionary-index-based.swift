// Swift book style: KeyValuePairs and Dictionary index-based APIs
// known-gap: error: 3621-keyvaluepairs-dictionary-index-based.swift:5:7: error: value of type 'Optional' has no member 'key'
let ordered: KeyValuePairs = ["zeta": 26, "alpha": 1, "mu": 12, "alpha": 100]
print(ordered.count)
for (k, v) in ordered { print(k, v) }
print(ordered[1].key, ordered[1].value, ordered.first!.key)
print(ordered.map { $0.value }.reduce(0, +))
let d = Dictionary(ordered.map { ($0.key, $0.value) }, uniquingKeysWith: { a, b in a + b })
print(d.keys.sorted(), d["alpha"]!)
var inventory = ["bolts": 40, "nuts": 55, "gears": 3]
if let idx = inventory.index(forKey: "nuts") {
    print(inventory[idx].key, inventory[idx].value)
    inventory.remove(at: idx)
}
print(inventory.index(forKey: "nuts") == nil, inventory.count)
let lowest = inventory.min(by: { $0.value < $1.value })!
print(lowest.key, lowest.value)
let byValue = inventory.sorted { $0.value > $1.value }
print(byValue.map { "\($0.key)#\($0.value)" }.joined(separator: " "))
print(inventory.keys.contains("gears"), inventory.values.contains(40))
print(inventory.first(where: { $0.value > 10 })!.key)
let total = inventory.reduce(0) { $0 + $1.value }
print(total, inventory.values.max()!)
var copy = inventory
copy["gears"] = nil
print(copy.keys.sorted(), inventory.keys.sorted())
let keyed = inventory.keys.sorted().enumerated().map { "\($0.offset)=\($0.element)" }
print(keyed)
let inverted = Dictionary(uniqueKeysWithValues: inventory.map { ($0.value, $0.key) })
print(inverted.keys.sorted(), inverted[3]!)
print(inventory.isEmpty, [String: Int]().isEmpty, inventory.capacity >= inventory.count)

// expect: 4
// expect: zeta 26
// expect: alpha 1
// expect: mu 12
// expect: alpha 100
// expect: alpha 1 zeta
// expect: 139
// expect: ["alpha", "mu", "zeta"] 101
// expect: nuts 55
// expect: true 2
// expect: gears 3
// expect: bolts#40 gears#3
// expect: true true
// expect: bolts
// expect: 43 40
// expect: ["bolts"] ["bolts", "gears"]
// expect: ["0=bolts", "1=gears"]
// expect: [3, 40] gears
// expect: false true true
