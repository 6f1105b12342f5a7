// App code style: a settings file migrated between versions, with defaults for missing keys
import Foundation

struct Settings: Codable {
    var version: Int
    var theme: String
    var notifications: Bool
    var fontScale: Double
    var blockedUsers: [String]

    static let defaults = Settings(version: 3, theme: "system", notifications: true, fontScale: 1.0, blockedUsers: [])

    init(version: Int, theme: String, notifications: Bool, fontScale: Double, blockedUsers: [String]) {
        self.version = version; self.theme = theme; self.notifications = notifications
        self.fontScale = fontScale; self.blockedUsers = blockedUsers
    }

    enum CodingKeys: String, CodingKey { case version, theme, notifications, fontScale = "font_scale", blockedUsers = "blocked" }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = Settings.defaults
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        theme = try c.decodeIfPresent(String.self, forKey: .theme) ?? d.theme
        notifications = try c.decodeIfPresent(Bool.self, forKey: .notifications) ?? d.notifications
        fontScale = try c.decodeIfPresent(Double.self, forKey: .fontScale) ?? d.fontScale
        blockedUsers = try c.decodeIfPresent([String].self, forKey: .blockedUsers) ?? d.blockedUsers
    }

    mutating func migrate() {
        if version < 2 { theme = theme == "black" ? "dark" : theme }
        if version < 3 { fontScale = min(fontScale, 2.0) }
        version = 3
    }
}

let stored = [
    #"{"theme":"black","font_scale":2.5}"#,
    #"{"version":2,"notifications":false,"blocked":["spam1","spam2"]}"#,
    #"{}"#,
    #"{"version":3,"theme":"light","notifications":true,"font_scale":1.25,"blocked":[]}"#,
]
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for json in stored {
    do {
        var s = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        let before = s.version
        s.migrate()
        print("v\(before) -> v\(s.version): theme=\(s.theme) scale=\(s.fontScale) blocked=\(s.blockedUsers.count)")
        print(String(data: try encoder.encode(s), encoding: .utf8)!)
    } catch {
        print("failed:", error)
    }
}
// expect: v1 -> v3: theme=dark scale=2.0 blocked=0
// expect: {"blocked":[],"font_scale":2,"notifications":true,"theme":"dark","version":3}
// expect: v2 -> v3: theme=system scale=1.0 blocked=2
// expect: {"blocked":["spam1","spam2"],"font_scale":1,"notifications":false,"theme":"system","version":3}
// expect: v1 -> v3: theme=system scale=1.0 blocked=0
// expect: {"blocked":[],"font_scale":1,"notifications":true,"theme":"system","version":3}
// expect: v3 -> v3: theme=light scale=1.25 blocked=0
// expect: {"blocked":[],"font_scale":1.25,"notifications":true,"theme":"light","version":3}
