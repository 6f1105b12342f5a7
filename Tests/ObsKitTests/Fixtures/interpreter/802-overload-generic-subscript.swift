// Generic subscripts chosen by labels and by what they are given: a typed settings store answering the
// type asked for. Expected output from swiftc 6.3.1 on Linux.
struct Settings {
    private var values: [String: Any] = [:]
    subscript<T>(_ key: String, as type: T.Type) -> T? { values[key] as? T }
    subscript<T>(_ key: String, default fallback: T) -> T {
        get { values[key] as? T ?? fallback }
        set { values[key] = newValue }
    }
}
var settings = Settings()
settings["volume", default: 0] = 7
settings["name", default: ""] = "Den"
print(settings["volume", as: Int.self] ?? -1, settings["volume", as: String.self] ?? "not text")
print(settings["name", default: "anon"], settings["missing", default: 2.5])

// expect: 7 not text
// expect: Den 2.5
