// Generics: generic subscripts (`subscript<T>(key:as:)`), a subscript taking a Sequence of indices, and a generic typed key.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Settings {
    private var raw: [String: Any] = [:]

    subscript<T>(_ key: String, as type: T.Type) -> T? {
        raw[key] as? T
    }

    subscript<T>(_ key: String, default fallback: T) -> T {
        get { raw[key] as? T ?? fallback }
        set { raw[key] = newValue }
    }
}

var s = Settings()
s["volume", default: 0] = 7
s["name", default: ""] = "Den"
print(s["volume", as: Int.self] ?? -1)
print(s["volume", as: String.self] ?? "not a string")
print(s["name", default: "anon"], s["missing", default: 3.5])

extension Array {
    subscript<Indices: Sequence>(picking indices: Indices) -> [Element] where Indices.Element == Int {
        indices.map { self[$0] }
    }
}
let letters = ["a", "b", "c", "d", "e"]
print(letters[picking: [0, 2, 4]])
print(letters[picking: stride(from: 4, through: 0, by: -2)])

struct Key<Value> {
    let name: String
}
struct Store {
    var values: [String: Any] = [:]
    subscript<V>(key key: Key<V>) -> V? {
        get { values[key.name] as? V }
        set { values[key.name] = newValue }
    }
}
let age = Key<Int>(name: "age")
let city = Key<String>(name: "city")
var store = Store()
store[key: age] = 31
store[key: city] = "Oslo"
print(store[key: age]! + 1, store[key: city]!.uppercased())

// expect: 7
// expect: not a string
// expect: Den 3.5
// expect: ["a", "c", "e"]
// expect: ["e", "c", "a"]
// expect: 32 OSLO
