// Standard library API style (Dictionary transforms): mapValues, compactMapValues, filter, removeValue, updateValue results, firstIndex(where:) and index use
func show<V>(_ d: [String: V]) -> String {
    "[" + d.keys.sorted().map { "\($0): \(d[$0]!)" }.joined(separator: ", ") + "]"
}
var ages = ["ann": 31, "bob": 17, "cy": 45, "dee": 12]
print("mapValues:", show(ages.mapValues { $0 >= 18 ? "adult" : "minor" }))
let raw = ["a": "1", "b": "x", "c": "3", "d": ""]
print("compactMapValues:", show(raw.compactMapValues { Int($0) }))
print("compactMapValues optional:", show(["p": Optional(1), "q": nil, "r": 3].compactMapValues { $0 }))
let adults = ages.filter { $0.value >= 18 }
print("filter:", show(adults), "type:", type(of: adults))
print("filter keys:", show(ages.filter { $0.key.count == 3 }))
print("removeValue existing:", ages.removeValue(forKey: "bob") as Any)
print("removeValue missing:", ages.removeValue(forKey: "zed") as Any)
print("after remove:", show(ages))
print("updateValue existing:", ages.updateValue(32, forKey: "ann") as Any)
print("updateValue new:", ages.updateValue(5, forKey: "eve") as Any)
print("after update:", show(ages))
ages["cy"] = nil
print("assign nil:", show(ages))
if let i = ages.firstIndex(where: { $0.value == 32 }) {
    print("firstIndex where:", ages[i].key, ages[i].value)
    ages.remove(at: i)
}
print("after remove(at:):", show(ages))
print("firstIndex missing:", ages.firstIndex(where: { $0.value > 1000 }) == nil)
print("index(forKey:):", ages.index(forKey: "dee").map { ages[$0].value } as Any, ages.index(forKey: "nope") as Any)
print("mapped pairs:", ages.map { "\($0.key)#\($0.value)" }.sorted())
print("sorted by value:", ages.sorted { $0.value < $1.value }.map(\.key))
print("min by value:", ages.min { $0.value < $1.value }!.key)
var counts = ["x": 1]
counts["x", default: 0] += 5
counts["y", default: 0] += 2
print("default mutate:", show(counts))
counts.removeAll()
print("removeAll:", counts.isEmpty, counts.count)
let nested = ["outer": ["inner": 1]]
print("nested lookup:", nested["outer"]?["inner"] as Any, nested["missing"]?["inner"] as Any)
var lists: [String: [Int]] = [:]
lists["odd", default: []].append(1)
lists["odd", default: []].append(3)
print("lists:", show(lists))
print("reduce values:", ["a": 2, "b": 3].values.reduce(1, *))

// expect: mapValues: [ann: adult, bob: minor, cy: adult, dee: minor]
// expect: compactMapValues: [a: 1, c: 3]
// expect: compactMapValues optional: [p: 1, r: 3]
// expect: filter: [ann: 31, cy: 45] type: Dictionary<String, Int>
// expect: filter keys: [ann: 31, bob: 17, dee: 12]
// expect: removeValue existing: Optional(17)
// expect: removeValue missing: nil
// expect: after remove: [ann: 31, cy: 45, dee: 12]
// expect: updateValue existing: Optional(31)
// expect: updateValue new: nil
// expect: after update: [ann: 32, cy: 45, dee: 12, eve: 5]
// expect: assign nil: [ann: 32, dee: 12, eve: 5]
// expect: firstIndex where: ann 32
// expect: after remove(at:): [dee: 12, eve: 5]
// expect: firstIndex missing: true
// expect: index(forKey:): Optional(12) nil
// expect: mapped pairs: ["dee#12", "eve#5"]
// expect: sorted by value: ["eve", "dee"]
// expect: min by value: eve
// expect: default mutate: [x: 6, y: 2]
// expect: removeAll: true 0
// expect: nested lookup: Optional(1) nil
// expect: lists: [odd: [1, 3]]
// expect: reduce values: 6
