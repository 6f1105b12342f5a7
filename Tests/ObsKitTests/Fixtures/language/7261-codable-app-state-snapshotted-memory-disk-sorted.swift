// App architecture style (state persistence): a Codable app state snapshotted to an in-memory disk with sorted-key JSON and restored on launch
import Foundation

struct Settings: Codable, Equatable {
    var theme: String
    var fontSize: Int
}
struct PersistedState: Codable, Equatable {
    var settings: Settings
    var favorites: [String]
    var launchCount: Int
}

enum SettingsAction { case setTheme(String), bumpFont(Int), favorite(String), unfavorite(String) }

protocol Disk { func write(_ data: Data, to key: String); func read(_ key: String) -> Data? }
final class MemoryDisk: Disk {
    private var files: [String: Data] = [:]
    func write(_ data: Data, to key: String) { files[key] = data }
    func read(_ key: String) -> Data? { files[key] }
}

final class PersistentStore {
    private(set) var state: PersistedState
    private let disk: Disk
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = .sortedKeys
        return e
    }()
    init(disk: Disk) {
        self.disk = disk
        if let data = disk.read("state.json"), let saved = try? JSONDecoder().decode(PersistedState.self, from: data) {
            state = saved
        } else {
            state = PersistedState(settings: Settings(theme: "light", fontSize: 12), favorites: [], launchCount: 0)
        }
        state.launchCount += 1
        save()
    }
    func send(_ action: SettingsAction) {
        switch action {
        case .setTheme(let t): state.settings.theme = t
        case .bumpFont(let d): state.settings.fontSize = max(8, state.settings.fontSize + d)
        case .favorite(let f) where !state.favorites.contains(f): state.favorites.append(f)
        case .favorite: break
        case .unfavorite(let f): state.favorites.removeAll { $0 == f }
        }
        save()
    }
    private func save() {
        let data = try! encoder.encode(state)
        disk.write(data, to: "state.json")
        print(String(decoding: data, as: UTF8.self))
    }
}

let disk = MemoryDisk()
var store: PersistentStore? = PersistentStore(disk: disk)
store?.send(.setTheme("dark"))
store?.send(.favorite("swift"))
store?.send(.favorite("swift"))
store?.send(.bumpFont(-10))
let before = store!.state
store = nil
print("relaunch")
store = PersistentStore(disk: disk)
store?.send(.unfavorite("swift"))
print("same settings after relaunch:", store!.state.settings == before.settings, "launches:", store!.state.launchCount)

// expect: {"favorites":[],"launchCount":1,"settings":{"fontSize":12,"theme":"light"}}
// expect: {"favorites":[],"launchCount":1,"settings":{"fontSize":12,"theme":"dark"}}
// expect: {"favorites":["swift"],"launchCount":1,"settings":{"fontSize":12,"theme":"dark"}}
// expect: {"favorites":["swift"],"launchCount":1,"settings":{"fontSize":12,"theme":"dark"}}
// expect: {"favorites":["swift"],"launchCount":1,"settings":{"fontSize":8,"theme":"dark"}}
// expect: relaunch
// expect: {"favorites":["swift"],"launchCount":2,"settings":{"fontSize":8,"theme":"dark"}}
// expect: {"favorites":[],"launchCount":2,"settings":{"fontSize":8,"theme":"dark"}}
// expect: same settings after relaunch: true launches: 2
