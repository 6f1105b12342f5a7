// Swift by Sundell style (property wrappers and Codable): a @DefaultFalse wrapper that tolerates a missing key
import Foundation

@propertyWrapper
struct DefaultFalse: Codable, Equatable {
    var wrappedValue: Bool

    init(wrappedValue: Bool = false) { self.wrappedValue = wrappedValue }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        wrappedValue = try c.decode(Bool.self)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: DefaultFalse.Type, forKey key: Key) throws -> DefaultFalse {
        try decodeIfPresent(type, forKey: key) ?? DefaultFalse()
    }
}

struct FeatureFlags: Codable, Equatable {
    var name: String
    @DefaultFalse var darkMode: Bool
    @DefaultFalse var betaSearch: Bool
    @DefaultFalse var offlineSync: Bool
}

let json = """
[
  {"name": "stable", "darkMode": true},
  {"name": "beta", "darkMode": true, "betaSearch": true, "offlineSync": false},
  {"name": "minimal"}
]
"""

let flags = try JSONDecoder().decode([FeatureFlags].self, from: Data(json.utf8))
for f in flags {
    let on = [("darkMode", f.darkMode), ("betaSearch", f.betaSearch), ("offlineSync", f.offlineSync)]
        .filter(\.1).map(\.0)
    print(f.name, on.isEmpty ? "none" : on.joined(separator: ","))
}

var custom = flags[2]
custom.offlineSync = true
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(custom)
print(String(decoding: data, as: UTF8.self))
print(try JSONDecoder().decode(FeatureFlags.self, from: data) == custom)

// expect: stable darkMode
// expect: beta darkMode,betaSearch
// expect: minimal none
// expect: {"betaSearch":false,"darkMode":false,"name":"minimal","offlineSync":true}
// expect: true
