// App settings stored as JSON with defaults for missing keys and migration
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct AppSettings: Codable, Equatable {
    var theme: Theme = .system
    var fontSize: Int = 14
    var notificationsEnabled = true
    var favoriteTags: [String] = []
    var version = 2

    enum Theme: String, Codable, CaseIterable { case light, dark, system }

    enum CodingKeys: String, CodingKey {
        case theme, fontSize, notificationsEnabled, favoriteTags, version
        case legacyDarkMode = "darkMode"
    }

    init() {}

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = AppSettings()
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if let t = try c.decodeIfPresent(Theme.self, forKey: .theme) {
            theme = t
        } else if let dark = try c.decodeIfPresent(Bool.self, forKey: .legacyDarkMode) {
            theme = dark ? .dark : .light
        } else {
            theme = defaults.theme
        }
        fontSize = min(max(try c.decodeIfPresent(Int.self, forKey: .fontSize) ?? defaults.fontSize, 10), 24)
        notificationsEnabled = try c.decodeIfPresent(Bool.self, forKey: .notificationsEnabled) ?? defaults.notificationsEnabled
        favoriteTags = try c.decodeIfPresent([String].self, forKey: .favoriteTags) ?? []
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(theme, forKey: .theme)
        try c.encode(fontSize, forKey: .fontSize)
        try c.encode(notificationsEnabled, forKey: .notificationsEnabled)
        try c.encode(favoriteTags.sorted(), forKey: .favoriteTags)
        try c.encode(2, forKey: .version)
    }
}

let stored = [
    "{}",
    #"{"darkMode": true, "fontSize": 40}"#,
    #"{"version": 2, "theme": "light", "fontSize": 8, "notificationsEnabled": false, "favoriteTags": ["work", "home"]}"#,
    #"{"theme": "sepia"}"#,
]
let decoder = JSONDecoder()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for (i, text) in stored.enumerated() {
    do {
        var settings = try decoder.decode(AppSettings.self, from: Data(text.utf8))
        print("#\(i) v\(settings.version) theme=\(settings.theme.rawValue) font=\(settings.fontSize) notify=\(settings.notificationsEnabled)")
        settings.favoriteTags.append("new")
        let out = try encoder.encode(settings)
        print("   saved: \(String(decoding: out, as: UTF8.self))")
        let reloaded = try decoder.decode(AppSettings.self, from: out)
        print("   stable: \(reloaded.favoriteTags == settings.favoriteTags.sorted())")
    } catch {
        print("#\(i) could not load settings, using defaults")
    }
}
print(AppSettings.Theme.allCases.map(\.rawValue))
// expect: #0 v1 theme=system font=14 notify=true
// expect:    saved: {"favoriteTags":["new"],"fontSize":14,"notificationsEnabled":true,"theme":"system","version":2}
// expect:    stable: true
// expect: #1 v1 theme=dark font=24 notify=true
// expect:    saved: {"favoriteTags":["new"],"fontSize":24,"notificationsEnabled":true,"theme":"dark","version":2}
// expect:    stable: true
// expect: #2 v2 theme=light font=10 notify=false
// expect:    saved: {"favoriteTags":["home","new","work"],"fontSize":10,"notificationsEnabled":false,"theme":"light","version":2}
// expect:    stable: true
// expect: #3 could not load settings, using defaults
// expect: ["light", "dark", "system"]
