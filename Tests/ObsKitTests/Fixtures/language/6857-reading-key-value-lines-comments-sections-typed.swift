// Hacking with Swift style (config parsing): reading key = value lines with comments, sections and typed getters
import Foundation

let config = """
# server settings
[server]
host = example.local
port=8080
  debug = true   ; trailing comment

[limits]
max_users = 250
ratio = 0.75
name = "quoted value"
bad line without equals
"""

var sections: [String: [String: String]] = [:]
var current = "global"
var warnings: [String] = []
for (n, rawLine) in config.components(separatedBy: "\n").enumerated() {
    var line = rawLine
    if let semi = line.firstIndex(of: ";") { line = String(line[..<semi]) }
    line = line.trimmingCharacters(in: .whitespaces)
    if line.isEmpty || line.hasPrefix("#") { continue }
    if line.hasPrefix("[") && line.hasSuffix("]") {
        current = String(line.dropFirst().dropLast())
        continue
    }
    let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else {
        warnings.append("line \(n + 1): \(line)")
        continue
    }
    var value = parts[1]
    if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
        value = String(value.dropFirst().dropLast())
    }
    sections[current, default: [:]][parts[0]] = value
}

for name in sections.keys.sorted() {
    print("[\(name)]")
    for (key, value) in sections[name]!.sorted(by: { $0.key < $1.key }) {
        print("  \(key) => \(value)")
    }
}
print("warnings:", warnings)

let port = Int(sections["server"]?["port"] ?? "") ?? 0
let debug = Bool(sections["server"]?["debug"] ?? "") ?? false
let ratio = Double(sections["limits"]?["ratio"] ?? "") ?? 0
print(port + 1, debug, ratio * 4)
print(String(format: "%@:%d (%.1f%%)", sections["server"]!["host"]!, port, ratio * 100))

// expect: [limits]
// expect:   max_users => 250
// expect:   name => quoted value
// expect:   ratio => 0.75
// expect: [server]
// expect:   debug => true
// expect:   host => example.local
// expect:   port => 8080
// expect: warnings: ["line 11: bad line without equals"]
// expect: 8081 true 3.0
// expect: example.local:8080 (75.0%)
