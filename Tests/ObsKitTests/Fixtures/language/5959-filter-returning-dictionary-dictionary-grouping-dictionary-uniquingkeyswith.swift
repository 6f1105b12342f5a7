// Swift stdlib test style (Dictionary APIs): filter returning a Dictionary, Dictionary(grouping:by:), Dictionary(_:uniquingKeysWith:), uniqueKeysWithValues, and updateValue/removeValue results
let ages = ["ann": 31, "bob": 17, "cid": 45, "dee": 12, "eve": 29]
let adults = ages.filter { $0.value >= 18 }
print(type(of: adults))
print(adults.keys.sorted(), adults.count)
let names = ages.filter { $0.key.hasPrefix("d") || $0.key.hasPrefix("e") }
print(names.sorted(by: { $0.key < $1.key }).map { "\($0.key):\($0.value)" })

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}
let byParity = Dictionary(grouping: 1...10, by: { $0 % 2 == 0 ? "even" : "odd" })
print(byParity["even"]!, byParity["odd"]!)

let pairs = [("a", 1), ("b", 2), ("a", 3), ("c", 4), ("b", 5)]
let firstWins = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(firstWins.sorted(by: { $0.key < $1.key }).map { $0.value })
print(summed.sorted(by: { $0.key < $1.key }).map { $0.value })
let unique = Dictionary(uniqueKeysWithValues: zip(["x", "y", "z"], 1...))
print(unique.sorted(by: { $0.key < $1.key }).map { "\($0.key)\($0.value)" })

var settings = ["mode": "dark", "size": "M"]
let old1 = settings.updateValue("light", forKey: "mode")
let old2 = settings.updateValue("en", forKey: "lang")
print(old1 as Any, old2 as Any)
let removed1 = settings.removeValue(forKey: "size")
let removed2 = settings.removeValue(forKey: "size")
print(removed1 as Any, removed2 as Any)
print(settings.keys.sorted(), settings.values.sorted())
settings["lang"] = nil
print(settings.count, settings["lang"] as Any, settings["mode"] ?? "?")
if let index = settings.index(forKey: "mode") {
    let (k, v) = settings[index]
    print("found", k, v)
}
print(settings.index(forKey: "nope") == nil)

// expect: Dictionary<String, Int>
// expect: ["ann", "cid", "eve"] 3
// expect: ["dee:12", "eve:29"]
// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: [2, 4, 6, 8, 10] [1, 3, 5, 7, 9]
// expect: [1, 2, 4]
// expect: [4, 7, 4]
// expect: ["x1", "y2", "z3"]
// expect: Optional("dark") nil
// expect: Optional("M") nil
// expect: ["lang", "mode"] ["en", "light"]
// expect: 1 nil light
// expect: found mode light
// expect: true
