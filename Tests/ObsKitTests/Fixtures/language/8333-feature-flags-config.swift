// App model layer: feature flags with defaults, remote overrides, typed keys and rollout buckets
import Foundation

struct FlagKey<Value> {
    let name: String
    let defaultValue: Value
}

extension FlagKey where Value == Bool {
    static let newCheckout = FlagKey(name: "new_checkout", defaultValue: false)
    static let darkModeOnly = FlagKey(name: "dark_mode_only", defaultValue: false)
}
extension FlagKey where Value == Int {
    static let maxUploads = FlagKey(name: "max_uploads", defaultValue: 3)
}
extension FlagKey where Value == String {
    static let welcomeCopy = FlagKey(name: "welcome_copy", defaultValue: "Welcome!")
}

final class FeatureFlags {
    private var remote: [String: Any] = [:]
    private var localOverrides: [String: Any] = [:]

    func loadRemote(json: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        remote = object as? [String: Any] ?? [:]
    }

    func override<V>(_ key: FlagKey<V>, with value: V?) { localOverrides[key.name] = value }

    subscript<V>(_ key: FlagKey<V>) -> V {
        if let local = localOverrides[key.name] as? V { return local }
        if let value = remote[key.name] as? V { return value }
        return key.defaultValue
    }

    // Deterministic percentage rollout: stable bucket per user id.
    func isInRollout(_ feature: String, userID: String, percent: Int) -> Bool {
        let bucket = (feature + userID).unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 100 }
        return bucket < percent
    }
}

let flags = FeatureFlags()
print("defaults: \(flags[.newCheckout]) \(flags[.maxUploads]) \(flags[.welcomeCopy])")
try flags.loadRemote(json: #"{"new_checkout": true, "max_uploads": 10, "welcome_copy": 42, "unknown": "x"}"#)
print("remote: \(flags[.newCheckout]) \(flags[.maxUploads]) \(flags[.welcomeCopy])")
flags.override(.maxUploads, with: 1)
flags.override(.darkModeOnly, with: true)
print("overridden: \(flags[.maxUploads]) \(flags[.darkModeOnly])")
flags.override(.maxUploads, with: nil)
print("cleared override: \(flags[.maxUploads])")

let users = ["u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8"]
let enabled = users.filter { flags.isInRollout("search_v2", userID: $0, percent: 50) }
print("rollout 50%: \(enabled)")
print("stable: \(enabled == users.filter { flags.isInRollout("search_v2", userID: $0, percent: 50) })")
do {
    try flags.loadRemote(json: "{not json")
} catch {
    print("bad remote config ignored, still: \(flags[.newCheckout])")
}

// expect: defaults: false 3 Welcome!
// expect: remote: true 10 Welcome!
// expect: overridden: 1 true
// expect: cleared override: 10
// expect: rollout 50%: ["u2", "u3", "u4", "u5", "u6", "u7", "u8"]
// expect: stable: true
// expect: bad remote config ignored, still: true
