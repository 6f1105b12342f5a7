// App code style: linter for a small config format — brackets, duplicate keys, and value checks
struct Diagnostic: CustomStringConvertible {
    enum Severity: String { case error, warning }
    let line: Int
    let column: Int
    let severity: Severity
    let message: String
    var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}

struct ConfigLinter {
    let knownKeys: Set<String>

    func lint(_ source: String) -> [Diagnostic] {
        var diags: [Diagnostic] = []
        var openers: [(char: Character, line: Int, column: Int)] = []
        var seenKeys: [String: [String: Int]] = [:]
        var sectionStack: [String] = ["root"]
        let closing: [Character: Character] = ["}": "{", "]": "["]

        for (lineIndex, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = lineIndex + 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for (col, ch) in line.enumerated() {
                if ch == "{" || ch == "[" {
                    openers.append((ch, lineNumber, col + 1))
                } else if let expected = closing[ch] {
                    if let last = openers.last, last.char == expected {
                        openers.removeLast()
                        if ch == "}" && sectionStack.count > 1 { sectionStack.removeLast() }
                    } else {
                        diags.append(Diagnostic(line: lineNumber, column: col + 1, severity: .error,
                                                message: "unmatched '\(ch)'"))
                    }
                }
            }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasSuffix("{"), let name = trimmed.split(separator: " ").first {
                sectionStack.append(String(name))
                continue
            }
            guard let eq = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<eq].trimmingCharacters()
            let value = trimmed[trimmed.index(after: eq)...].trimmingCharacters()
            let section = sectionStack.last!
            let column = line.count - trimmed.count + 1
            if let first = seenKeys[section]?[key] {
                diags.append(Diagnostic(line: lineNumber, column: column, severity: .error,
                                        message: "duplicate key '\(key)' (first on line \(first))"))
            } else {
                seenKeys[section, default: [:]][key] = lineNumber
            }
            if !knownKeys.contains(key) {
                diags.append(Diagnostic(line: lineNumber, column: column, severity: .warning, message: "unknown key '\(key)'"))
            }
            if value.isEmpty {
                diags.append(Diagnostic(line: lineNumber, column: column, severity: .error, message: "missing value for '\(key)'"))
            } else if key.hasSuffix("port"), let port = Int(value), !(1...65535).contains(port) {
                diags.append(Diagnostic(line: lineNumber, column: column, severity: .error, message: "port \(port) out of range"))
            }
        }
        for open in openers {
            diags.append(Diagnostic(line: open.line, column: open.column, severity: .error, message: "unclosed '\(open.char)'"))
        }
        return diags.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

let linter = ConfigLinter(knownKeys: ["host", "port", "debug", "timeout", "hosts", "admin_port"])
let config = """
server {
  host = example.com
  port = 8080
  port = 9090   # oops
  timeout =
  admin_port = 70000
}
client {
  host = localhost
  retries = 3
  hosts = [a, b, [c]
}
]
debug = true
"""

let diagnostics = linter.lint(config)
for d in diagnostics { print(d) }
let errors = diagnostics.filter { $0.severity == .error }.count
print("\(errors) error(s), \(diagnostics.count - errors) warning(s)")

let sourceLines = config.split(separator: "\n", omittingEmptySubsequences: false)
let byLine = Dictionary(grouping: diagnostics, by: \.line)
for (index, text) in sourceLines.enumerated() {
    guard let found = byLine[index + 1] else { continue }
    let marks = found.map { $0.severity == .error ? "E" : "W" }.joined()
    let number = String(index + 1)
    print(String(repeating: " ", count: 3 - number.count) + number + " " + marks + " | " + text)
}

let clean = linter.lint("host = a\nport = 22\ndebug = false")
print("clean config diagnostics: \(clean.count)")
print("trim test: [\(Substring("   padded value  ").trimmingCharacters())]")

// expect: 4:3: error: duplicate key 'port' (first on line 3)
// expect: 5:3: error: missing value for 'timeout'
// expect: 6:3: error: port 70000 out of range
// expect: 8:8: error: unclosed '{'
// expect: 10:3: warning: unknown key 'retries'
// expect: 12:1: error: unmatched '}'
// expect: 5 error(s), 1 warning(s)
// expect:   4 E |   port = 9090   # oops
// expect:   5 E |   timeout =
// expect:   6 E |   admin_port = 70000
// expect:   8 E | client {
// expect:  10 W |   retries = 3
// expect:  12 E | }
// expect: clean config diagnostics: 0
// expect: trim test: [padded value]
