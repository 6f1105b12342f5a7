// Swift Apprentice style (dictionaries): word frequency, merging, grouping, mapValues and sorting keys before printing
let text = "the quick brown fox jumps over the lazy dog the end"
var counts: [String: Int] = [:]
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}
for key in counts.keys.sorted() {
    print("\(key): \(counts[key]!)")
}
let top = counts.max { a, b in a.value == b.value ? a.key > b.key : a.value < b.value }!
print("most frequent:", top.key, top.value)

var states = ["NY": "New York", "CA": "California"]
let old = states.updateValue("Calif.", forKey: "CA")
print(old ?? "none", states["CA"]!)
states["TX"] = "Texas"
states["NY"] = nil
print(states.count, states.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
if let removedValue = states.removeValue(forKey: "TX") { print("removed", removedValue) }

let extra = ["WA": "Washington", "CA": "California"]
let merged = states.merging(extra) { current, _ in current }
print(merged.keys.sorted(), merged["CA"]!)

func printLongStateNames(_ dict: [String: String]) {
    for (_, name) in dict.sorted(by: { $0.value < $1.value }) where name.count > 8 {
        print("long:", name)
    }
}
printLongStateNames(merged)

let names = ["Ada", "Alan", "Grace", "Guido", "Bjarne", "Brian", "Anders"]
let byInitial = Dictionary(grouping: names) { $0.first! }
for letter in byInitial.keys.sorted() {
    print(letter, byInitial[letter]!.sorted())
}
let lengths = Dictionary(uniqueKeysWithValues: names.map { ($0, $0.count) })
let doubled = lengths.mapValues { $0 * 2 }
print(doubled.filter { $0.value > 10 }.keys.sorted())
let pairs = [("a", 1), ("b", 2), ("a", 3)]
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(summed.sorted { $0.key < $1.key })
let nested: [String: [String: Int]] = ["x": ["p": 1], "y": [:]]
print(nested["x"]?["p"] ?? 0, nested["y"]?["p"] ?? 0, nested["z"]?["p"] as Any)
let compact = ["1": "one", "x": "ex", "3": "three"].compactMapValues { Int($0) }
print(compact.isEmpty)
let numberWords = ["1": "one", "2": "two"]
let inverted = Dictionary(uniqueKeysWithValues: numberWords.map { ($1, Int($0)!) })
print(inverted.sorted { $0.value < $1.value }.map(\.key))

// expect: brown: 1
// expect: dog: 1
// expect: end: 1
// expect: fox: 1
// expect: jumps: 1
// expect: lazy: 1
// expect: over: 1
// expect: quick: 1
// expect: the: 3
// expect: most frequent: the 3
// expect: California Calif.
// expect: 2 ["CA=Calif.", "TX=Texas"]
// expect: removed Texas
// expect: ["CA", "WA"] Calif.
// expect: long: Washington
// expect: A ["Ada", "Alan", "Anders"]
// expect: B ["Bjarne", "Brian"]
// expect: G ["Grace", "Guido"]
// expect: ["Anders", "Bjarne"]
// expect: [(key: "a", value: 4), (key: "b", value: 2)]
// expect: 1 0 nil
// expect: true
// expect: ["one", "two"]
