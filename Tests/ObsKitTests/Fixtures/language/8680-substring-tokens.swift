// Kata style (log line parsing): Substring slicing with firstIndex/lastIndex, split limits and prefix(while:)
let logs = """
2024-03-01 12:00:03 [INFO] server: started on port 8080
2024-03-01 12:00:09 [WARN] cache: miss ratio 0.42 above threshold
2024-03-01 12:01:15 [ERROR] db: connection refused (attempt 3)
2024-03-01 12:01:16 [INFO] db: reconnected
2024-03-01 12:02:00 [ERROR] api: timeout after 30s: /users/17
"""

struct Entry {
    let time: Substring
    let level: Substring
    let component: Substring
    let message: Substring
}

func parse(_ line: Substring) -> Entry? {
    let parts = line.split(separator: " ", maxSplits: 3)
    guard parts.count == 4, let open = parts[2].firstIndex(of: "["), let close = parts[2].lastIndex(of: "]") else {
        return nil
    }
    let level = parts[2][parts[2].index(after: open)..<close]
    guard let colon = parts[3].firstIndex(of: ":") else { return nil }
    let component = parts[3][..<colon]
    let message = parts[3][parts[3].index(colon, offsetBy: 2)...]
    return Entry(time: parts[1], level: level, component: component, message: message)
}

let entries = logs.split(separator: "\n").compactMap(parse)
print("Parsed \(entries.count) entries")
for e in entries where e.level == "ERROR" {
    print("\(e.time) \(e.component.uppercased()) -> \(e.message)")
}

let levels = entries.reduce(into: [Substring: Int]()) { $0[$1.level, default: 0] += 1 }
for level in levels.keys.sorted() { print("\(level): \(levels[level]!)") }

let first = entries[0].message
let number = first.reversed().prefix(while: { $0.isNumber }).reversed()
print("Port: \(Int(String(number)) ?? -1)")
let minutes = entries.map { $0.time.split(separator: ":")[1] }
print("Minutes seen: \(minutes.joined(separator: ","))")

let path = entries.last!.message
if let slash = path.firstIndex(of: "/") {
    let route = path[slash...]
    let segments = route.split(separator: "/")
    print("Route \(route) has \(segments.count) segments, id \(segments.last!)")
    print("Base of route is String: \(String(route) == "/users/17")")
}
let attempt = entries[2].message.drop(while: { $0 != "(" }).dropFirst().prefix(while: { $0 != ")" })
print("Attempt text: '\(attempt)'")

// expect: Parsed 5 entries
// expect: 12:01:15 DB -> connection refused (attempt 3)
// expect: 12:02:00 API -> timeout after 30s: /users/17
// expect: ERROR: 2
// expect: INFO: 2
// expect: WARN: 1
// expect: Port: 8080
// expect: Minutes seen: 00,00,01,01,02
// expect: Route /users/17 has 2 segments, id 17
// expect: Base of route is String: true
// expect: Attempt text: 'attempt 3'
