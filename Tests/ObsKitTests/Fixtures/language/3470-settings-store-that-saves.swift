// App code style: a settings store that saves to JSON with sorted keys and loads it back
import Foundation

struct AppSettings: Codable, Equatable {
    var username: String
    var fontSize: Int
    var darkMode: Bool
    var volume: Double
    var recentFiles: [String]
}

final class SettingsStore {
    private(set) var saved: Data?
    var settings = AppSettings(username: "guest", fontSize: 12, darkMode: false, volume: 0.5, recentFiles: [])

    func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        saved = try encoder.encode(settings)
    }

    func load() throws -> AppSettings? {
        guard let data = saved else { return nil }
        return try JSONDecoder().decode(AppSettings.self, from: data)
    }
}

let store = SettingsStore()
print("before save:", store.saved == nil ? "nothing" : "data")
do {
    try store.save()
    print(String(data: store.saved!, encoding: .utf8)!)
    store.settings.username = "ada"
    store.settings.fontSize = 14
    store.settings.darkMode = true
    store.settings.recentFiles = ["notes.txt", "todo.md"]
    try store.save()
    print(String(data: store.saved!, encoding: .utf8)!)
    if let loaded = try store.load() {
        print("loaded user: \(loaded.username), size \(loaded.fontSize)")
        print("recent: \(loaded.recentFiles.joined(separator: ", "))")
        print("round trip equal:", loaded == store.settings)
    }
    print("byte count:", store.saved!.count)
} catch {
    print("error:", error)
}
// expect: before save: nothing
// expect: {"darkMode":false,"fontSize":12,"recentFiles":[],"username":"guest","volume":0.5}
// expect: {"darkMode":true,"fontSize":14,"recentFiles":["notes.txt","todo.md"],"username":"ada","volume":0.5}
// expect: loaded user: ada, size 14
// expect: recent: notes.txt, todo.md
// expect: round trip equal: true
// expect: byte count: 99
