// Apple docs style (PropertyListEncoder): saving app preferences as a property list
import Foundation

struct Preferences: Codable, Equatable {
    var username: String
    var volume: Int
    var autoplay: Bool
    var recentSearches: [String]
}

let prefs = Preferences(username: "sam", volume: 7, autoplay: false,
                        recentSearches: ["jazz", "lofi beats"])

let encoder = PropertyListEncoder()
encoder.outputFormat = .xml
let xml = try encoder.encode(prefs)
let xmlText = String(decoding: xml, as: UTF8.self)

let keys = xmlText.components(separatedBy: "\n")
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { $0.hasPrefix("<key>") }
    .sorted()
print("keys: \(keys.joined(separator: " "))")
print("has plist root: \(xmlText.contains("<plist version=\"1.0\">"))")

encoder.outputFormat = .binary
let binary = try encoder.encode(prefs)
print("binary header: \(String(decoding: binary.prefix(8), as: UTF8.self))")

let decoder = PropertyListDecoder()
var restored = try decoder.decode(Preferences.self, from: binary)
print("restored equal: \(restored == prefs)")
restored.volume += 2
restored.recentSearches.insert("podcasts", at: 0)
let fromXML = try decoder.decode(Preferences.self, from: xml)
print("xml volume \(fromXML.volume), updated volume \(restored.volume)")
print("recent: \(restored.recentSearches.joined(separator: ", "))")

// expect: keys: <key>autoplay</key> <key>recentSearches</key> <key>username</key> <key>volume</key>
// expect: has plist root: true
// expect: binary header: bplist00
// expect: restored equal: true
// expect: xml volume 7, updated volume 9
// expect: recent: podcasts, jazz, lofi beats
