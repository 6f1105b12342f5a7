// Tutorial style (Scanner-free parsing): splitting a key=value config string with components(separatedBy:)
import Foundation

let config = """
# server settings
host = localhost
port=8080
  debug = true

name = My App ; trailing comment
"""

var settings: [String: String] = [:]
for rawLine in config.components(separatedBy: .newlines) {
    let line = rawLine.trimmingCharacters(in: .whitespaces)
    if line.isEmpty || line.hasPrefix("#") { continue }
    let pieces = line.components(separatedBy: "=")
    guard pieces.count == 2 else { continue }
    let key = pieces[0].trimmingCharacters(in: .whitespaces)
    var value = pieces[1]
    if let semi = value.range(of: ";") {
        value = String(value[..<semi.lowerBound])
    }
    settings[key] = value.trimmingCharacters(in: .whitespaces)
}

for key in settings.keys.sorted() {
    print("\(key) -> '\(settings[key]!)'")
}
let port = Int(settings["port"] ?? "") ?? 0
print(port + 1)
print(settings["debug"].flatMap { Bool($0) } ?? false)
print("a,b,,c".components(separatedBy: ","))
print("one::two::three".components(separatedBy: "::").joined(separator: "/"))
// expect: debug -> 'true'
// expect: host -> 'localhost'
// expect: name -> 'My App'
// expect: port -> '8080'
// expect: 8081
// expect: true
// expect: ["a", "b", "", "c"]
// expect: one/two/three
