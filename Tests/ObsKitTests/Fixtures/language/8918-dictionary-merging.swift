// Apple docs style (Dictionary.merging(_:uniquingKeysWith:)): combining two inventories
let dictionary = ["a": 1, "b": 2]
let otherDictionary = ["a": 3, "b": 4]

let keepingCurrent = dictionary.merging(otherDictionary) { current, _ in current }
let replacingCurrent = dictionary.merging(otherDictionary) { _, new in new }
print(keepingCurrent.sorted(by: { $0.key < $1.key }))
print(replacingCurrent.sorted(by: { $0.key < $1.key }))

// Merging stock counts from two warehouses
var warehouseA = ["apples": 10, "pears": 4, "plums": 0]
let warehouseB = ["apples": 5, "kiwis": 12, "plums": 3]
let combined = warehouseA.merging(warehouseB, uniquingKeysWith: +)
for (fruit, count) in combined.sorted(by: { $0.key < $1.key }) {
    print(fruit, count)
}

// In-place merge with a sequence of pairs
warehouseA.merge([("pears", 6), ("figs", 2)]) { $0 + $1 }
print(warehouseA.sorted(by: { $0.key < $1.key }).map { "\($0.key):\($0.value)" }.joined(separator: " "))

// Merging settings: user overrides take precedence over defaults
struct Settings {
    var values: [String: String]
    func applying(_ overrides: [String: String]) -> Settings {
        Settings(values: values.merging(overrides) { _, user in user })
    }
    func describe() -> String {
        values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: ", ")
    }
}
let defaults = Settings(values: ["theme": "light", "font": "mono", "size": "12"])
let user = defaults.applying(["theme": "dark", "size": "14"])
print(defaults.describe())
print(user.describe())

// Keeping the maximum of conflicting scores
let round1 = ["zoe": 12, "max": 30, "ivy": 25]
let round2 = ["zoe": 40, "max": 10, "eli": 18]
let best = round1.merging(round2, uniquingKeysWith: max)
let ranking = best.sorted { $0.value > $1.value }
for (rank, entry) in ranking.enumerated() {
    print("\(rank + 1). \(entry.key) \(entry.value)")
}

// expect: [(key: "a", value: 1), (key: "b", value: 2)]
// expect: [(key: "a", value: 3), (key: "b", value: 4)]
// expect: apples 15
// expect: kiwis 12
// expect: pears 4
// expect: plums 3
// expect: apples:10 figs:2 pears:10 plums:0
// expect: font=mono, size=12, theme=light
// expect: font=mono, size=14, theme=dark
// expect: 1. zoe 40
// expect: 2. max 30
// expect: 3. ivy 25
// expect: 4. eli 18
