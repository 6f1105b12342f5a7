// Swift by Sundell style (property wrappers with shared storage): a wrapper backed by a static dictionary store, whose projectedValue exposes its key
final class Store {
    static let shared = Store()
    private(set) var values: [String: Any] = [:]
    private(set) var log: [String] = []

    func read<T>(_ key: String) -> T? { values[key] as? T }
    func write<T>(_ key: String, _ value: T) {
        log.append("write \(key)")
        values[key] = value
    }
}

@propertyWrapper
struct Stored<Value> {
    let key: String
    let defaultValue: Value

    var wrappedValue: Value {
        get { Store.shared.read(key) ?? defaultValue }
        nonmutating set { Store.shared.write(key, newValue) }
    }

    var projectedValue: String { "store[\(key)]" }
}

struct Preferences {
    @Stored(key: "theme", defaultValue: "light") var theme: String
    @Stored(key: "fontSize", defaultValue: 12) var fontSize: Int
    @Stored(key: "recent", defaultValue: []) var recent: [String]
}

let prefs = Preferences()
print(prefs.theme, prefs.fontSize, prefs.recent, prefs.$theme)
prefs.theme = "dark"
prefs.fontSize += 2
prefs.recent.append("a.txt")
prefs.recent.append("b.txt")
print(prefs.theme, prefs.fontSize, prefs.recent)

let other = Preferences()
print(other.theme, other.fontSize, other.recent.count)
other.fontSize = 20
print(prefs.fontSize, prefs.$fontSize)
print(Store.shared.log)
print(Store.shared.values.keys.sorted())

// expect: light 12 [] store[theme]
// expect: dark 14 ["a.txt", "b.txt"]
// expect: dark 14 2
// expect: 20 store[fontSize]
// expect: ["write theme", "write fontSize", "write recent", "write recent", "write fontSize"]
// expect: ["fontSize", "recent", "theme"]
