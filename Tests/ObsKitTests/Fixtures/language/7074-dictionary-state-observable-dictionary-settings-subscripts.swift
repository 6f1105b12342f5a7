// Blog style (dictionary state): observable dictionary of settings with subscripts
import Observation

@Observable
final class Settings {
    var values: [String: String] = ["theme": "light", "lang": "en"]

    subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

let settings = Settings()
withObservationTracking {
    print("theme is \(settings["theme"] ?? "?")")
} onChange: {
    print("settings dictionary changing")
}
settings["lang"] = "nb"
settings["theme"] = "dark"
for key in settings.values.keys.sorted() {
    print("\(key)=\(settings.values[key]!)")
}

withObservationTracking {
    _ = settings.values.count
} onChange: {
    print("count source changing")
}
settings["font"] = nil
print("removed missing key: \(settings.values.count)")
// expect: theme is light
// expect: settings dictionary changing
// expect: lang=nb
// expect: theme=dark
// expect: count source changing
// expect: removed missing key: 2
