// Tutorial style (config files): parsing an INI-style config with comments, sections and quoted values
import Foundation

let config = """
; global settings
name = Demo App
debug=true

[server]
host = 127.0.0.1   # local only
port=8080
banner = "Welcome = friends"

[paths]
root=/var/www
  logs = /var/log/demo  
invalid line here
"""

var section = "global"
var values: [String: [String: String]] = [:]
var errors: [Int] = []

for (number, raw) in config.components(separatedBy: .newlines).enumerated() {
    var line = raw.trimmingCharacters(in: .whitespaces)
    if line.isEmpty || line.hasPrefix(";") || line.hasPrefix("#") { continue }
    if line.hasPrefix("[") && line.hasSuffix("]") {
        section = line.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        continue
    }
    if !line.hasPrefix("\""), let hash = line.range(of: " #") {
        line = String(line[..<hash.lowerBound])
    }
    guard let eq = line.range(of: "=") else {
        errors.append(number + 1)
        continue
    }
    let key = line[..<eq.lowerBound].trimmingCharacters(in: .whitespaces)
    var value = line[eq.upperBound...].trimmingCharacters(in: .whitespaces)
    if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
        value = String(value.dropFirst().dropLast())
    }
    values[section, default: [:]][key] = value
}

for s in values.keys.sorted() {
    print("[\(s)]")
    for (k, v) in values[s]!.sorted(by: { $0.key < $1.key }) {
        print("  \(k) = \(v)")
    }
}
print("errors on lines:", errors)

let port = Int(values["server"]?["port"] ?? "") ?? 0
let debug = (values["global"]?["debug"] as NSString?)?.boolValue ?? false
print("port+1:", port + 1, "debug:", debug)
print(("YES" as NSString).boolValue, ("no" as NSString).boolValue, ("12" as NSString).integerValue, ("2.5kg" as NSString).doubleValue)
// expect: [global]
// expect:   debug = true
// expect:   name = Demo App
// expect: [paths]
// expect:   logs = /var/log/demo
// expect:   root = /var/www
// expect: [server]
// expect:   banner = Welcome = friends
// expect:   host = 127.0.0.1
// expect:   port = 8080
// expect: errors on lines: [13]
// expect: port+1: 8081 debug: true
// expect: true false 12 2.5
