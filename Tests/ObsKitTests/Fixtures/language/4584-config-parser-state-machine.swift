// App code style: parsing an INI-style config with a character state machine
enum ParseState {
    case lineStart, inKey, afterKey, inValue, inQuotedValue, inComment, inSection
}

struct Entry: CustomStringConvertible {
    let section: String
    let key: String
    let value: String
    var description: String { "\(section.isEmpty ? "" : section + ".")\(key)=\(value)" }
}

func parseConfig(_ text: String) -> (entries: [Entry], errors: [String]) {
    var entries: [Entry] = []
    var errors: [String] = []
    var state = ParseState.lineStart
    var section = ""
    var key = ""
    var value = ""
    var line = 1

    func finishEntry() {
        if !key.isEmpty {
            var v = value
            while v.last == " " { v.removeLast() }
            entries.append(Entry(section: section, key: key, value: v))
        }
        key = ""
        value = ""
    }

    for c in text + "\n" {
        switch (state, c) {
        case (_, "\n"):
            if state == .inQuotedValue { errors.append("line \(line): unterminated quote") }
            if state == .inSection { errors.append("line \(line): unterminated section") }
            if state == .inKey || state == .afterKey { errors.append("line \(line): missing '=' after \(key)"); key = "" }
            finishEntry()
            state = .lineStart
            line += 1
        case (.lineStart, " "), (.lineStart, "\t"):
            break
        case (.lineStart, "#"), (.lineStart, ";"):
            state = .inComment
        case (.lineStart, "["):
            section = ""
            state = .inSection
        case (.lineStart, _):
            key = String(c)
            state = .inKey
        case (.inSection, "]"):
            state = .inComment
        case (.inSection, _):
            section.append(c)
        case (.inKey, "="), (.afterKey, "="):
            state = .inValue
        case (.inKey, " "):
            state = .afterKey
        case (.inKey, _):
            key.append(c)
        case (.afterKey, _):
            errors.append("line \(line): unexpected '\(c)'")
            state = .inComment
            key = ""
        case (.inValue, " ") where value.isEmpty:
            break
        case (.inValue, "\"") where value.isEmpty:
            state = .inQuotedValue
        case (.inValue, "#"):
            state = .inComment
        case (.inValue, _):
            value.append(c)
        case (.inQuotedValue, "\""):
            state = .inComment
        case (.inQuotedValue, _):
            value.append(c)
        case (.inComment, _):
            break
        }
    }
    return (entries, errors)
}

let config = """
# global settings
name = demo app
debug=true   # trailing comment
[server]
host = "0.0.0.0 # not a comment"
port= 8080
  timeout =30
[client
retries 3
bad key = 1
title = "open
"""

let result = parseConfig(config)
for e in result.entries { print(e) }
print("errors:")
for err in result.errors { print("  " + err) }
let bySection = Dictionary(grouping: result.entries, by: { $0.section })
print(bySection.keys.sorted().map { "\($0.isEmpty ? "<root>" : $0):\(bySection[$0]!.count)" }.joined(separator: " "))
let port = result.entries.first { $0.key == "port" }.flatMap { Int($0.value) }
print("port + 1 =", (port ?? 0) + 1)

// expect: name=demo app
// expect: debug=true
// expect: server.host=0.0.0.0 # not a comment
// expect: server.port=8080
// expect: server.timeout=30
// expect: client.title=open
// expect: errors:
// expect:   line 8: unterminated section
// expect:   line 9: unexpected '3'
// expect:   line 10: unexpected 'k'
// expect:   line 11: unterminated quote
// expect: <root>:2 client:1 server:3
// expect: port + 1 = 8081
