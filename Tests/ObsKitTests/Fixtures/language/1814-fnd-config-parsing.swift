// Foundation in a small app task: parsing a key=value config with components(separatedBy:), trimming, Int/Double conversion, and reporting with String(format:).
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let config = """
# server settings
host = example.org
port=8080
  timeout = 2.5
debug = yes
verbose

retries = three
"""

var settings: [String: String] = [:]
var problems: [String] = []
for (n, line) in config.components(separatedBy: .newlines).enumerated() {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
    let pair = trimmed.components(separatedBy: "=")
    guard pair.count == 2 else {
        problems.append("line \(n + 1): no '='")
        continue
    }
    settings[pair[0].trimmingCharacters(in: .whitespaces)] = pair[1].trimmingCharacters(in: .whitespaces)
}

for key in settings.keys.sorted() {
    print(String(format: "%@ -> %@", key, settings[key]!))
}
let port = Int(settings["port"] ?? "") ?? 80
let timeout = Double(settings["timeout"] ?? "") ?? 1
let retries = Int(settings["retries"] ?? "") ?? 1
print(String(format: "port %d, timeout %.1fs, retries %d", port, timeout, retries))
print(settings["debug"].map { ["yes", "true", "1"].contains($0.lowercased()) } ?? false)
print(problems)

// expect: debug -> yes
// expect: host -> example.org
// expect: port -> 8080
// expect: retries -> three
// expect: timeout -> 2.5
// expect: port 8080, timeout 2.5s, retries 1
// expect: true
// expect: ["line 6: no \'=\'"]
