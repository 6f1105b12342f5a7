// Tutorial style (property lists): PropertyListEncoder in XML and binary formats and decoding back
import Foundation

struct AppPreferences: Codable, Equatable {
    var username: String
    var launchCount: Int
    var volume: Double
    var recentFiles: [String]
    var flags: [String: Bool]
}

let prefs = AppPreferences(
    username: "ada",
    launchCount: 12,
    volume: 0.5,
    recentFiles: ["notes.txt", "todo.md"],
    flags: ["beta": true]
)

let encoder = PropertyListEncoder()
encoder.outputFormat = .xml
let xmlData = try encoder.encode(prefs)
let xml = String(decoding: xmlData, as: UTF8.self)
for line in xml.split(separator: "\n") where !line.hasPrefix("<!DOCTYPE") {
    print(line)
}

let decoded = try PropertyListDecoder().decode(AppPreferences.self, from: xmlData)
print(decoded == prefs, decoded.recentFiles)

encoder.outputFormat = .binary
let binary = try encoder.encode(prefs)
print("binary header:", String(decoding: binary.prefix(8), as: UTF8.self))
var format = PropertyListSerialization.PropertyListFormat.xml
let again = try PropertyListDecoder().decode(AppPreferences.self, from: binary, format: &format)
print(again.username, again.launchCount, format == .binary)

let handWritten = """
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
    <key>username</key><string>grace</string>
    <key>launchCount</key><integer>3</integer>
    <key>volume</key><real>0.25</real>
    <key>recentFiles</key><array/>
    <key>flags</key><dict><key>dark</key><false/></dict>
</dict>
</plist>
"""
let fromText = try PropertyListDecoder().decode(AppPreferences.self, from: Data(handWritten.utf8))
print(fromText.username, fromText.launchCount, fromText.volume, fromText.recentFiles.isEmpty, fromText.flags)

// expect: <?xml version="1.0" encoding="UTF-8"?>
// expect: <plist version="1.0">
// expect: <dict>
// expect: 	<key>flags</key>
// expect: 	<dict>
// expect: 		<key>beta</key>
// expect: 		<true/>
// expect: 	</dict>
// expect: 	<key>launchCount</key>
// expect: 	<integer>12</integer>
// expect: 	<key>recentFiles</key>
// expect: 	<array>
// expect: 		<string>notes.txt</string>
// expect: 		<string>todo.md</string>
// expect: 	</array>
// expect: 	<key>username</key>
// expect: 	<string>ada</string>
// expect: 	<key>volume</key>
// expect: 	<real>0.5</real>
// expect: </dict>
// expect: </plist>
// expect: true ["notes.txt", "todo.md"]
// expect: binary header: bplist00
// expect: ada 12 true
// expect: grace 3 0.25 true ["dark": false]
