// Apple docs style (Dictionary.updateValue(_:forKey:) / removeValue(forKey:)): editing entries and inspecting old values
var hues = ["Heliotrope": 296, "Coral": 16, "Aquamarine": 156]

if let oldValue = hues.updateValue(18, forKey: "Coral") {
    print("The old value of \(oldValue) was replaced with a new one.")
}
if let oldValue = hues.updateValue(330, forKey: "Cerise") {
    print("The old value of \(oldValue) was replaced with a new one.")
} else {
    print("No value was found in the dictionary for that key.")
}

if let value = hues.removeValue(forKey: "Coral") {
    print("The value \(value) was removed.")
}
if hues.removeValue(forKey: "Cerulean") == nil {
    print("No value found for that key.")
}
print(hues.keys.sorted())

// Assigning nil through the subscript removes a key
hues["Aquamarine"] = nil
print(hues.count, hues.keys.sorted())

// A tiny key-value store that logs changes
struct Store {
    private(set) var items: [String: Int] = [:]
    private(set) var log: [String] = []

    mutating func set(_ key: String, _ value: Int) {
        if let old = items.updateValue(value, forKey: key) {
            log.append("update \(key): \(old) -> \(value)")
        } else {
            log.append("insert \(key) = \(value)")
        }
    }
    mutating func delete(_ key: String) {
        if let old = items.removeValue(forKey: key) {
            log.append("delete \(key) (was \(old))")
        } else {
            log.append("delete \(key) ignored")
        }
    }
}

var store = Store()
store.set("x", 1)
store.set("y", 2)
store.set("x", 10)
store.delete("y")
store.delete("z")
store.log.forEach { print($0) }
print(store.items)

// removeAll and index(forKey:)
var cache = ["k1": "v1", "k2": "v2"]
if let idx = cache.index(forKey: "k1") {
    let removed = cache.remove(at: idx)
    print("removed", removed.key, removed.value)
}
cache.removeAll()
print(cache.isEmpty)

// expect: The old value of 16 was replaced with a new one.
// expect: No value was found in the dictionary for that key.
// expect: The value 18 was removed.
// expect: No value found for that key.
// expect: ["Aquamarine", "Cerise", "Heliotrope"]
// expect: 2 ["Cerise", "Heliotrope"]
// expect: insert x = 1
// expect: insert y = 2
// expect: update x: 1 -> 10
// expect: delete y (was 2)
// expect: delete z ignored
// expect: ["x": 10]
// expect: removed k1 v1
// expect: true
