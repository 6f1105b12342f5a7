// Everyday tool, INI-style config parser: line-by-line parsing with trimming, Substring, firstIndex(of:), nested dictionaries, typed accessors with generics, error lines with line numbers
import Foundation

let configText = """
; app configuration
name = Inventory Service
debug = true

[server]
host = 0.0.0.0
port = 8080
timeout = 2.5
# comment inside section
workers=4

[database]
url = postgres://db.internal:5432/inv
pool = 10
ssl = off
bad line without equals
[ features ]
beta = yes
tags = fast, safe , , new
"""

struct ConfigError: CustomStringConvertible {
    let line: Int, text: String
    var description: String { "line \(line): cannot parse '\(text)'" }
}

struct Config {
    private(set) var sections: [String: [String: String]] = [:]
    private(set) var errors: [ConfigError] = []

    init(parsing text: String) {
        var current = ""
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix(";") || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                current = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
                sections[current, default: [:]] = sections[current] ?? [:]
                continue
            }
            guard let eq = line.firstIndex(of: "=") else {
                errors.append(ConfigError(line: n + 1, text: line))
                continue
            }
            let key = line[..<eq].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            sections[current, default: [:]][key] = value
        }
    }

    func value<T>(_ section: String, _ key: String, as convert: (String) -> T?) -> T? {
        sections[section]?[key].flatMap(convert)
    }
    func bool(_ section: String, _ key: String) -> Bool? {
        value(section, key) { s in
            switch s.lowercased() {
            case "true", "yes", "on", "1": return true
            case "false", "no", "off", "0": return false
            default: return nil
            }
        }
    }

    func list(_ section: String, _ key: String) -> [String] {
        value(section, key) { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } } ?? []
    }
}

let config = Config(parsing: configText)
for section in config.sections.keys.sorted() {
    let title = section.isEmpty ? "(global)" : section
    let pairs = config.sections[section]!.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    print("\(title): \(pairs.joined(separator: ", "))")
}
print("errors: \(config.errors)")

let port = config.value("server", "port", as: Int.init) ?? 80
let timeout = config.value("server", "timeout", as: Double.init) ?? 1
let workers = config.value("server", "workers") { Int($0) } ?? 1
print("port \(port), timeout \(timeout)s, workers \(workers), total capacity \(Double(workers) / timeout) req/s")
print("debug \(config.bool("", "debug") ?? false), ssl \(config.bool("database", "ssl") ?? true), beta \(config.bool("features", "beta") ?? false)")
print("pool as Int: \(config.value("database", "pool", as: Int.init) ?? -1), host as Int: \(String(describing: config.value("server", "host", as: Int.init)))")
print("tags: \(config.list("features", "tags"))")
if let url = config.sections["database"]?["url"], let scheme = url.split(separator: ":").first {
    print("db scheme: \(scheme), port: \(url.split(separator: ":").last!.prefix { $0.isNumber })")
}
// expect: (global): debug=true, name=Inventory Service
// expect: database: pool=10, ssl=off, url=postgres://db.internal:5432/inv
// expect: features: beta=yes, tags=fast, safe , , new
// expect: server: host=0.0.0.0, port=8080, timeout=2.5, workers=4
// expect: errors: [line 16: cannot parse 'bad line without equals']
// expect: port 8080, timeout 2.5s, workers 4, total capacity 1.6 req/s
// expect: debug true, ssl false, beta true
// expect: pool as Int: 10, host as Int: nil
// expect: tags: ["fast", "safe", "new"]
// expect: db scheme: postgres, port: 5432
