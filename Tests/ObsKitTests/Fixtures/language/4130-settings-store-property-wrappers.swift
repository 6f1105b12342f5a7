// App code style: settings store with property wrappers for clamping, defaults and change tracking
final class SettingsBackend {
    static let shared = SettingsBackend()
    private var values: [String: Any] = [:]
    private(set) var writes: [String] = []
    func get(_ key: String) -> Any? { values[key] }
    func set(_ key: String, _ value: Any) {
        values[key] = value
        writes.append(key)
    }
    func reset() { values.removeAll(); writes.removeAll() }
}

@propertyWrapper
struct Stored<Value> {
    let key: String
    let defaultValue: Value
    var wrappedValue: Value {
        get { SettingsBackend.shared.get(key) as? Value ?? defaultValue }
        set { SettingsBackend.shared.set(key, newValue) }
    }
    var projectedValue: Bool { SettingsBackend.shared.get(key) != nil }
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper
struct Tracked<Value: Equatable> {
    private(set) var history: [Value]
    init(wrappedValue: Value) { history = [wrappedValue] }
    var wrappedValue: Value {
        get { history.last! }
        set { if newValue != history.last! { history.append(newValue) } }
    }
    var projectedValue: [Value] { history }
}

struct AppSettings {
    @Stored(key: "theme", defaultValue: "light") var theme: String
    @Stored(key: "fontSize", defaultValue: 14) var fontSize: Int
    @Clamped(0...100) var volume: Int = 50
    @Clamped(0.5...3.0) var zoom: Double = 1.0
    @Tracked var language = "en"
}

var settings = AppSettings()
print(settings.theme, settings.fontSize, settings.$theme, settings.$fontSize)
settings.theme = "dark"
settings.fontSize += 2
print(settings.theme, settings.fontSize, settings.$theme)
settings.volume = 140
print("volume", settings.volume)
settings.volume -= 300
print("volume", settings.volume)
settings.zoom = 0.1
print("zoom", settings.zoom)
settings.zoom *= 8
print("zoom", settings.zoom)
settings.language = "de"
settings.language = "de"
settings.language = "fr"
settings.language = "en"
print("language", settings.language, settings.$language)
print("writes", SettingsBackend.shared.writes)

var other = AppSettings()
print("shared theme:", other.theme, "own volume:", other.volume)
other.theme = "solarized"
print(settings.theme)
SettingsBackend.shared.reset()
print(settings.theme, settings.$theme)
// expect: light 14 false false
// expect: dark 16 true
// expect: volume 100
// expect: volume 0
// expect: zoom 0.5
// expect: zoom 3.0
// expect: language en ["en", "de", "fr", "en"]
// expect: writes ["theme", "fontSize"]
// expect: shared theme: dark own volume: 50
// expect: solarized
// expect: light false
