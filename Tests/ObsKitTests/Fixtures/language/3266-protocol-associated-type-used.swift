// App code style: protocol with associated type used for typed keys in a settings store
protocol SettingKey {
    associatedtype Value
    static var name: String { get }
    static var defaultValue: Value { get }
}

enum FontSize: SettingKey {
    static let name = "fontSize"
    static let defaultValue = 14
}
enum Theme: SettingKey {
    static let name = "theme"
    static let defaultValue = "light"
}
enum Notifications: SettingKey {
    static let name = "notifications"
    static let defaultValue = true
}

struct Settings {
    private var storage: [String: Any] = [:]

    subscript<K: SettingKey>(key: K.Type) -> K.Value {
        get { storage[K.name] as? K.Value ?? K.defaultValue }
        set { storage[K.name] = newValue }
    }

    mutating func reset<K: SettingKey>(_ key: K.Type) {
        storage[K.name] = nil
    }

    var overriddenKeys: [String] { storage.keys.sorted() }
}

var settings = Settings()
print(settings[FontSize.self], settings[Theme.self], settings[Notifications.self])
settings[FontSize.self] = 18
settings[Theme.self] = "dark"
print(settings[FontSize.self], settings[Theme.self])
settings[FontSize.self] += 2
print(settings[FontSize.self])
settings[Theme.self].append("-contrast")
print(settings[Theme.self])
print(settings.overriddenKeys)
settings.reset(Theme.self)
print(settings[Theme.self])
settings[Notifications.self].toggle()
print(settings[Notifications.self], settings.overriddenKeys)
// expect: 14 light true
// expect: 18 dark
// expect: 20
// expect: dark-contrast
// expect: ["fontSize", "theme"]
// expect: light
// expect: false ["fontSize", "notifications"]
