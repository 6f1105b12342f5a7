// App code style: app settings with enums, raw-value persistence into a [String: String] store and defaults
enum Theme: String, CaseIterable {
    case light, dark, system
}

enum FontSize: Int, CaseIterable {
    case small = 12, medium = 14, large = 18
}

struct Settings: Equatable {
    var theme: Theme = .system
    var fontSize: FontSize = .medium
    var notifications = true
    var username: String?

    init() {}

    init(store: [String: String]) {
        theme = store["theme"].flatMap(Theme.init(rawValue:)) ?? .system
        fontSize = store["fontSize"].flatMap { Int($0) }.flatMap(FontSize.init(rawValue:)) ?? .medium
        notifications = store["notifications"].map { $0 == "true" } ?? true
        username = store["username"]
    }

    var store: [String: String] {
        var result = ["theme": theme.rawValue, "fontSize": String(fontSize.rawValue),
                      "notifications": String(notifications)]
        result["username"] = username
        return result
    }
}

func dump(_ store: [String: String]) {
    print(store.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
}

var settings = Settings()
dump(settings.store)
settings.theme = .dark
settings.fontSize = .large
settings.username = "jo"
let saved = settings.store
dump(saved)

let restored = Settings(store: saved)
print("round trip equal: \(restored == settings)")
let broken = Settings(store: ["theme": "neon", "fontSize": "99", "notifications": "false"])
print("broken -> theme \(broken.theme), size \(broken.fontSize.rawValue), notify \(broken.notifications), user \(broken.username ?? "guest")")
print("themes: \(Theme.allCases.map(\.rawValue).joined(separator: "/"))")
print("sizes: \(FontSize.allCases.map(\.rawValue))")
// expect: fontSize=14; notifications=true; theme=system
// expect: fontSize=18; notifications=true; theme=dark; username=jo
// expect: round trip equal: true
// expect: broken -> theme system, size 14, notify false, user guest
// expect: themes: light/dark/system
// expect: sizes: [12, 14, 18]
