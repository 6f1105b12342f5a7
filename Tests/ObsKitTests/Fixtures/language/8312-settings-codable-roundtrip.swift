// App model layer: an app settings model with Codable round-trip through JSONEncoder .sortedKeys
import Foundation

enum Theme: String, Codable, CaseIterable {
    case system, light, dark
}

struct NotificationSettings: Codable, Equatable {
    var enabled: Bool
    var quietHours: ClosedRange<Int>?
}

struct AppSettings: Codable, Equatable {
    var theme: Theme = .system
    var fontScale: Double = 1.0
    var notifications = NotificationSettings(enabled: true, quietHours: nil)
    var favoriteTabs: [String] = ["home"]
    var lastSyncVersion: Int? = nil

    enum CodingKeys: String, CodingKey {
        case theme, fontScale = "font_scale", notifications, favoriteTabs = "tabs", lastSyncVersion
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let decoder = JSONDecoder()

var settings = AppSettings()
let defaultsJSON = String(decoding: try! encoder.encode(settings), as: UTF8.self)
print(defaultsJSON)

settings.theme = .dark
settings.fontScale = 1.25
settings.notifications.quietHours = 22...23
settings.favoriteTabs.append("search")
settings.lastSyncVersion = 7
let data = try! encoder.encode(settings)
print(String(decoding: data, as: UTF8.self))

let restored = try! decoder.decode(AppSettings.self, from: data)
print("round trip equal: \(restored == settings)")
print("restored theme: \(restored.theme), quiet: \(restored.notifications.quietHours.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "none")")

let stored = #"{"theme":"light","font_scale":0.9,"notifications":{"enabled":false},"tabs":[]}"#
let migrated = try! decoder.decode(AppSettings.self, from: Data(stored.utf8))
print("migrated: \(migrated.theme.rawValue) \(migrated.fontScale) \(migrated.notifications.enabled) \(migrated.favoriteTabs.count) \(migrated.lastSyncVersion == nil)")

let bad = #"{"theme":"sepia","font_scale":1,"notifications":{"enabled":true},"tabs":[]}"#
do {
    _ = try decoder.decode(AppSettings.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted at: \(context.codingPath.map(\.stringValue))")
} catch {
    print("other error")
}
print(Theme.allCases.map(\.rawValue).joined(separator: "|"))

// expect: {"font_scale":1,"notifications":{"enabled":true},"tabs":["home"],"theme":"system"}
// expect: {"font_scale":1.25,"lastSyncVersion":7,"notifications":{"enabled":true,"quietHours":[22,23]},"tabs":["home","search"],"theme":"dark"}
// expect: round trip equal: true
// expect: restored theme: dark, quiet: 22-23
// expect: migrated: light 0.9 false 0 true
// expect: corrupted at: ["theme"]
// expect: system|light|dark
