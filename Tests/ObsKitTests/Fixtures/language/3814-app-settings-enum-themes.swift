// App code style: app settings with enum themes and nested dictionaries serialized to sorted JSON
import Foundation

enum Theme: Codable, Equatable {
    case light
    case dark
    case custom(accent: String, contrast: Double)
}

struct Settings: Codable, Equatable {
    var theme: Theme
    var notifications: [String: Bool]
    var shortcuts: [String: [String]]
    var fontScale: Double
    var lastTab: Int?
}

let settings = Settings(
    theme: .custom(accent: "#FF8800", contrast: 1.25),
    notifications: ["mentions": true, "digest": false, "likes": true],
    shortcuts: ["save": ["cmd", "s"], "find": ["cmd", "f"], "quit": []],
    fontScale: 1.0,
    lastTab: nil
)

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(settings)
print(String(decoding: data, as: UTF8.self))

var restored = try! JSONDecoder().decode(Settings.self, from: data)
print("equal after round trip:", restored == settings)
restored.theme = .dark
restored.lastTab = 2
restored.notifications["digest"] = true
print(String(decoding: try! encoder.encode(restored), as: UTF8.self))

for theme in [Theme.light, .dark, .custom(accent: "blue", contrast: 2)] {
    print(String(decoding: try! encoder.encode([theme]), as: UTF8.self))
}

let legacy = #"{"theme":{"light":{}},"notifications":{},"shortcuts":{},"fontScale":1.5}"#
let old = try! JSONDecoder().decode(Settings.self, from: Data(legacy.utf8))
print("legacy theme light:", old.theme == .light, "scale:", old.fontScale, "tab:", old.lastTab as Any)
let enabled = restored.notifications.filter { $0.value }.keys.sorted()
print("enabled:", enabled)
// expect: {"fontScale":1,"notifications":{"digest":false,"likes":true,"mentions":true},"shortcuts":{"find":["cmd","f"],"quit":[],"save":["cmd","s"]},"theme":{"custom":{"accent":"#FF8800","contrast":1.25}}}
// expect: equal after round trip: true
// expect: {"fontScale":1,"lastTab":2,"notifications":{"digest":true,"likes":true,"mentions":true},"shortcuts":{"find":["cmd","f"],"quit":[],"save":["cmd","s"]},"theme":{"dark":{}}}
// expect: [{"light":{}}]
// expect: [{"dark":{}}]
// expect: [{"custom":{"accent":"blue","contrast":2}}]
// expect: legacy theme light: true scale: 1.5 tab: nil
// expect: enabled: ["digest", "likes", "mentions"]
