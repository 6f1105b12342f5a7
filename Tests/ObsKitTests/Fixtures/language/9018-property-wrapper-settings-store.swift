// Property wrappers: a UserDefaults-like in-memory store, a trimmed string, and a logged projected value
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class SettingsStore {
    static let shared = SettingsStore()
    private var values: [String: Any] = [:]
    func value(forKey key: String) -> Any? { values[key] }
    func set(_ value: Any?, forKey key: String) { values[key] = value }
    var allKeys: [String] { values.keys.sorted() }
}

@propertyWrapper
struct Setting<Value> {
    let key: String
    let defaultValue: Value
    var store: SettingsStore = .shared

    var wrappedValue: Value {
        get { store.value(forKey: key) as? Value ?? defaultValue }
        set { store.set(newValue, forKey: key) }
    }
}

@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingSpaces() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct History<Value> {
    private var current: Value
    private(set) var projectedValue: [Value] = []
    init(wrappedValue: Value) { current = wrappedValue }
    var wrappedValue: Value {
        get { current }
        set { projectedValue.append(current); current = newValue }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

struct AppSettings {
    @Setting(key: "username", defaultValue: "guest") var username: String
    @Setting(key: "launchCount", defaultValue: 0) var launchCount: Int
    @Setting(key: "darkMode", defaultValue: false) var darkMode: Bool
}

struct Profile {
    @Trimmed var displayName: String = "  Taylor  "
    @History var score = 0
}

var settings = AppSettings()
print(settings.username, settings.launchCount, settings.darkMode)
settings.username = "paul"
settings.launchCount += 1
settings.launchCount += 1
print(settings.username, settings.launchCount, settings.darkMode)
print("stored keys:", SettingsStore.shared.allKeys)
print("fresh copy sees:", AppSettings().username)

var profile = Profile()
print("[\(profile.displayName)]")
profile.displayName = "   Swift Learner "
print("[\(profile.displayName)]")
profile.score = 10
profile.score += 5
profile.score = 42
print("score \(profile.score), history \(profile.$score)")
// expect: guest 0 false
// expect: paul 2 false
// expect: stored keys: ["launchCount", "username"]
// expect: fresh copy sees: paul
// expect: [Taylor]
// expect: [Swift Learner]
// expect: score 42, history [0, 10, 15]
