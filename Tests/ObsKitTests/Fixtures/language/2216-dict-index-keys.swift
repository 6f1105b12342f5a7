// Compiler test style (stdlib): Dictionary index(forKey:), subscript by index, keys/values views, first(where:), contains, remove(at:)
var capitals = ["France": "Paris", "Peru": "Lima", "Kenya": "Nairobi", "Fiji": "Suva"]

if let index = capitals.index(forKey: "Peru") {
    let entry = capitals[index]
    print(entry.key, entry.value)
    let removed = capitals.remove(at: index)
    print("removed", removed)
}
print(capitals.index(forKey: "Atlantis") == nil, capitals.count)

print(capitals.keys.sorted(), capitals.values.sorted())
print(capitals.keys.contains("Fiji"), capitals.values.contains("Lima"))
print(capitals.contains { $0.value.count > 5 }, capitals.contains(where: { $0.key.hasPrefix("Z") }))

let found = capitals.first { $0.value == "Suva" }
print(found?.key ?? "none")

let keyList = Array(capitals.keys).sorted(by: >)
print(keyList, type(of: capitals.keys.sorted()))

var scores = ["ann": 3, "bob": 8, "cid": 5]
for key in scores.keys.sorted() {
    scores[key]! *= 10
}
print(scores.sorted(by: { $0.value > $1.value }).map { "\($0.key)=\($0.value)" })
if let bobIndex = scores.index(forKey: "bob") {
    scores.values[bobIndex] += 1
}
print(scores["bob"]!)

let maxEntry = scores.max { $0.value < $1.value }!
let minEntry = scores.min { $0.value < $1.value }!
print(maxEntry.key, minEntry.key)

let swapped = Dictionary(uniqueKeysWithValues: scores.map { ($0.value, $0.key) })
print(swapped.keys.sorted(), swapped[50] ?? "?")

let empty = [Int: String]()
print(empty.first == nil, empty.keys.isEmpty, empty.values.count, empty.startIndex == empty.endIndex)

var registry: [String: [Int]] = ["x": [1]]
registry["x"]?.append(2)
registry["y"]?.append(3)
print(registry, registry.keys.count)
scores.removeAll()
print(scores.isEmpty, scores)
let literal: [String: Int] = ["only": 1]
print(literal, literal.description, literal.debugDescription)

// expect: Peru Lima
// expect: removed (key: "Peru", value: "Lima")
// expect: true 3
// expect: ["Fiji", "France", "Kenya"] ["Nairobi", "Paris", "Suva"]
// expect: true false
// expect: true false
// expect: Fiji
// expect: ["Kenya", "France", "Fiji"] Array<String>
// expect: ["bob=80", "cid=50", "ann=30"]
// expect: 81
// expect: bob ann
// expect: [30, 50, 81] cid
// expect: true true 0 true
// expect: ["x": [1, 2]] 1
// expect: true [:]
// expect: ["only": 1] ["only": 1] ["only": 1]
