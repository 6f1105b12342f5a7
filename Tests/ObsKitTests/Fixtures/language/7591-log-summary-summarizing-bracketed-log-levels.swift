// Tutorial style (log summary): summarizing bracketed log levels with components(separatedBy:) and percentages
import Foundation

let lines = [
    "[INFO] [auth] user logged in",
    "[ERROR] [db] connection refused",
    "[INFO] [auth] user logged out",
    "[WARN] [cache] miss rate high",
    "[INFO] [api] GET /items 200",
    "[ERROR] [api] POST /items 500",
    "[DEBUG] [api] payload size 512",
    "malformed entry",
]

struct Entry { let level: String; let module: String; let message: String }

let entries: [Entry] = lines.compactMap { line in
    let parts = line.components(separatedBy: CharacterSet(charactersIn: "[]"))
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    guard parts.count >= 3 else { return nil }
    return Entry(level: parts[0], module: parts[1], message: parts[2...].joined(separator: " "))
}
print("parsed \(entries.count) of \(lines.count)")

let byLevel = Dictionary(grouping: entries, by: { $0.level })
let order = ["DEBUG", "INFO", "WARN", "ERROR"]
for level in order {
    let n = byLevel[level]?.count ?? 0
    let pct = Double(n) / Double(entries.count) * 100
    let bar = String(repeating: "#", count: n * 4)
    print(String(format: "%@ %2d %5.1f%% ", level.padding(toLength: 6, withPad: " ", startingAt: 0), n, pct) + bar)
}

let modules = Set(entries.map { $0.module }).sorted()
print("modules:", modules.joined(separator: ", "))
for m in modules {
    let errs = entries.filter { $0.module == m && $0.level == "ERROR" }.map { $0.message }
    if !errs.isEmpty { print("\(m.uppercased()) errors: \(errs.joined(separator: " | "))") }
}

let statusCodes = entries.compactMap { e -> Int? in
    guard let r = e.message.range(of: #"\b\d{3}$"#, options: .regularExpression) else { return nil }
    return Int(e.message[r])
}
print("status codes:", statusCodes)
let errorRate = Double(statusCodes.filter { $0 >= 500 }.count) / Double(statusCodes.count)
print(String(format: "server error rate: %.0f%%", errorRate * 100))
// expect: parsed 7 of 8
// expect: DEBUG   1  14.3% ####
// expect: INFO    3  42.9% ############
// expect: WARN    1  14.3% ####
// expect: ERROR   2  28.6% ########
// expect: modules: api, auth, cache, db
// expect: API errors: POST /items 500
// expect: DB errors: connection refused
// expect: status codes: [200, 500, 512]
// expect: server error rate: 67%
