// Compiler test style (stdlib): Dictionary grouping:by:/uniqueKeysWithValues:/merging/merge(uniquingKeysWith:)
let cities = ["Oslo", "Osaka", "Lima", "London", "Lyon", "Quito", "Ottawa"]
let byInitial = Dictionary(grouping: cities, by: { $0.first! })
for key in byInitial.keys.sorted() {
    print(key, byInitial[key]!)
}

let byLength = Dictionary(grouping: cities) { $0.count }
print(byLength.keys.sorted(), byLength[4]!.sorted())

let codes = Dictionary(uniqueKeysWithValues: zip(["NO", "JP", "PE"], [47, 81, 51]))
print(codes.sorted { $0.key < $1.key }.map { "\($0.key)->\($0.value)" })

let tallies = Dictionary([("a", 1), ("b", 2), ("a", 3), ("c", 4), ("b", 5)], uniquingKeysWith: +)
print(tallies.sorted { $0.key < $1.key }.map { $0.value })

let firstWins = Dictionary([("x", 1), ("x", 2)], uniquingKeysWith: { first, _ in first })
let lastWins = Dictionary([("x", 1), ("x", 2)], uniquingKeysWith: { _, last in last })
print(firstWins["x"]!, lastWins["x"]!)

let defaults = ["theme": "light", "font": "mono", "size": "12"]
let overrides = ["theme": "dark", "size": "14", "wrap": "on"]
let merged = defaults.merging(overrides) { _, new in new }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";"))
let kept = defaults.merging(overrides) { old, _ in old }
print(kept.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";"))

var inventory = ["apples": 3, "pears": 1]
inventory.merge(["apples": 2, "plums": 7]) { $0 + $1 }
inventory.merge([("pears", 10), ("kiwis", 4)]) { current, incoming in max(current, incoming) }
print(inventory.sorted { $0.key < $1.key })
print(inventory.count, inventory.values.reduce(0, +))

// expect: L ["Lima", "London", "Lyon"]
// expect: O ["Oslo", "Osaka", "Ottawa"]
// expect: Q ["Quito"]
// expect: [4, 5, 6] ["Lima", "Lyon", "Oslo"]
// expect: ["JP->81", "NO->47", "PE->51"]
// expect: [4, 7, 4]
// expect: 1 2
// expect: font=mono;size=14;theme=dark;wrap=on
// expect: font=mono;size=12;theme=light;wrap=on
// expect: [(key: "apples", value: 5), (key: "kiwis", value: 4), (key: "pears", value: 10), (key: "plums", value: 7)]
// expect: 4 26
