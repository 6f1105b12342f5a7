// Sundell style (generic subscripts): a type-safe heterogeneous container keyed by typed keys
// known-gap: line 5: expected "1 nil", got "1 two"
struct Key<Value>: Hashable {
    let name: String
}

struct Defaults {
    private var storage: [String: Any] = [:]

    subscript<Value>(key: Key<Value>) -> Value? {
        get { storage[key.name] as? Value }
        set { storage[key.name] = newValue }
    }

    subscript<Value>(key: Key<Value>, default value: Value) -> Value {
        self[key] ?? value
    }
}

extension Key {
    static var launchCount: Key<Int> { Key<Int>(name: "launches") }
    static var nickname: Key<String> { Key<String>(name: "nick") }
}

var d = Defaults()
print(d[Key<Int>.launchCount] as Any)
d[.launchCount] = 1
d[Key<Int>.launchCount]! += 1
d[Key<String>.nickname] = "zed"
print(d[Key<Int>.launchCount]!, d[Key<String>.nickname]!)
print(d[Key<Double>(name: "ratio"), default: 0.5])
let bogus = Key<String>(name: "launches")
print(d[bogus] as Any)

extension Dictionary {
    subscript<T>(typed key: Key, as type: T.Type) -> T? { self[key] as? T }
}
let mixed: [String: Any] = ["a": 1, "b": "two"]
print(mixed[typed: "a", as: Int.self] ?? 0, mixed[typed: "b", as: Int.self] as Any)
// expect: nil
// expect: 2 zed
// expect: 0.5
// expect: nil
// expect: 1 nil
