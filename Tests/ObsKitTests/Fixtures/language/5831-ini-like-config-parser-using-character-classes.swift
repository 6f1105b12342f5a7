// Hacking with Swift style (text parser): an INI-like config parser using Character classes, split and trimming without Scanner
struct Config {
    var sections: [String: [String: String]] = [:]

    subscript(section: String, key: String) -> String? {
        sections[section]?[key]
    }
}

func trim(_ s: Substring) -> String {
    var start = s.startIndex
    var end = s.endIndex
    while start < end, s[start].isWhitespace { start = s.index(after: start) }
    while end > start, s[s.index(before: end)].isWhitespace { end = s.index(before: end) }
    return String(s[start..<end])
}

func parseConfig(_ text: String) -> (Config, [String]) {
    var config = Config()
    var warnings: [String] = []
    var current = "general"
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = trim(rawLine)
        if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
        if line.first == "[" && line.last == "]" {
            current = String(line.dropFirst().dropLast()).lowercased()
            continue
        }
        guard let eq = line.firstIndex(of: "=") else {
            warnings.append("line \(number + 1): no '=' in \"\(line)\"")
            continue
        }
        let key = trim(line[..<eq])
        var value = trim(line[line.index(after: eq)...])
        if value.count >= 2, value.first == "\"", value.last == "\"" {
            value = String(value.dropFirst().dropLast())
        }
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            warnings.append("line \(number + 1): bad key \"\(key)\"")
            continue
        }
        config.sections[current, default: [:]][key] = value
    }
    return (config, warnings)
}

let source = """
# sample settings
name = Demo App
[Server]
host = example.org
port=8080
  motd = "  hello there  "
bad line here
[cache]
size_mb = 64
my-key = 3
"""

let (config, warnings) = parseConfig(source)
for section in config.sections.keys.sorted() {
    let pairs = config.sections[section]!.sorted { $0.key < $1.key }
    print("[\(section)] " + pairs.map { "\($0.key)=<\($0.value)>" }.joined(separator: " "))
}
print(config["server", "port"].flatMap { Int($0) }.map { $0 + 1 } ?? 0)
print(config["cache", "missing"] ?? "nil")
warnings.forEach { print("warning:", $0) }

// expect: [cache] size_mb=<64>
// expect: [general] name=<Demo App>
// expect: [server] host=<example.org> motd=<  hello there  > port=<8080>
// expect: 8081
// expect: nil
// expect: warning: line 7: no '=' in "bad line here"
// expect: warning: line 10: bad key "my-key"
