// App code style: key=value config reader with comments, sections, trimming and typed getters
func trim(_ s: Substring) -> Substring {
    var start = s.startIndex
    var end = s.endIndex
    while start < end && s[start].isWhitespace { start = s.index(after: start) }
    while end > start && s[s.index(before: end)].isWhitespace { end = s.index(before: end) }
    return s[start..<end]
}

struct Config {
    var values: [String: String] = [:]
    var order: [String] = []

    mutating func set(_ key: String, _ value: String) {
        if values[key] == nil { order.append(key) }
        values[key] = value
    }

    func string(_ key: String, default d: String = "") -> String { values[key] ?? d }
    func int(_ key: String) -> Int? { values[key].flatMap { Int($0) } }
    func bool(_ key: String) -> Bool? {
        guard let v = values[key]?.lowercased() else { return nil }
        switch v {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }
}

let text = """
# app settings
name = ObsDemo
  version=  3
[server]
host = example.local   
port = 8080
secure = Yes
; legacy comment
[ui]
theme=dark
scale = 1.5
broken line without equals
empty =
url = http://x.local/a=b
"""

var config = Config()
var section = ""
var warnings: [String] = []
for (i, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let line = trim(rawLine)
    if line.isEmpty || line.first == "#" || line.first == ";" { continue }
    if line.first == "[" && line.last == "]" {
        section = String(line.dropFirst().dropLast())
        continue
    }
    guard let eq = line.firstIndex(of: "=") else {
        warnings.append("line \(i + 1): no '=' in \"\(line)\"")
        continue
    }
    let key = trim(line[..<eq])
    let value = trim(line[line.index(after: eq)...])
    let full = section.isEmpty ? String(key) : section + "." + key
    config.set(full, String(value))
}

for key in config.order {
    let v = config.values[key]!
    print("\(key) => '\(v)' (\(v.count) chars)")
}
print("---")
print("name:", config.string("name"))
print("version:", config.int("version") ?? -1)
print("port+1:", (config.int("server.port") ?? 0) + 1)
print("secure:", config.bool("server.secure") as Any)
print("theme bool:", config.bool("ui.theme") as Any)
print("missing:", config.string("ui.font", default: "system"))
print("scale int:", config.int("ui.scale") as Any)
print("empty isEmpty:", config.string("ui.empty").isEmpty)
for w in warnings { print("warning:", w) }
let sortedKeys = config.values.keys.sorted()
print(sortedKeys.joined(separator: ","))
// expect: name => 'ObsDemo' (7 chars)
// expect: version => '3' (1 chars)
// expect: server.host => 'example.local' (13 chars)
// expect: server.port => '8080' (4 chars)
// expect: server.secure => 'Yes' (3 chars)
// expect: ui.theme => 'dark' (4 chars)
// expect: ui.scale => '1.5' (3 chars)
// expect: ui.empty => '' (0 chars)
// expect: ui.url => 'http://x.local/a=b' (18 chars)
// expect: ---
// expect: name: ObsDemo
// expect: version: 3
// expect: port+1: 8081
// expect: secure: Optional(true)
// expect: theme bool: nil
// expect: missing: system
// expect: scale int: nil
// expect: empty isEmpty: true
// expect: warning: line 12: no '=' in "broken line without equals"
// expect: name,server.host,server.port,server.secure,ui.empty,ui.scale,ui.theme,ui.url,version
