// App code style: log file analyzer with parsing and grouping
enum Level: String, Comparable, CaseIterable {
    case debug = "DEBUG", info = "INFO", warn = "WARN", error = "ERROR"
    var rank: Int { Level.allCases.firstIndex(of: self)! }
    static func < (a: Level, b: Level) -> Bool { a.rank < b.rank }
}

struct LogLine {
    let second: Int
    let level: Level
    let module: String
    let message: String
}

enum ParseError: Error { case malformed(Int, String) }

func parse(_ line: String, number: Int) throws -> LogLine {
    let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
    guard parts.count == 4,
          let sec = Int(parts[0]),
          let level = Level(rawValue: parts[1]),
          parts[2].hasPrefix("["), parts[2].hasSuffix("]") else {
        throw ParseError.malformed(number, line)
    }
    return LogLine(second: sec, level: level, module: String(parts[2].dropFirst().dropLast()), message: parts[3])
}

let raw = """
1 INFO [auth] user login ok
2 DEBUG [db] query took 12ms
3 WARN [db] slow query 480ms
garbage line here
5 ERROR [payment] card declined
7 INFO [auth] user logout
8 ERROR [db] connection lost
9 FATAL [core] meltdown
12 WARN [auth] token expiring
13 INFO [payment] refund issued
"""

var lines: [LogLine] = []
for (i, text) in raw.split(separator: "\n").enumerated() {
    do {
        lines.append(try parse(String(text), number: i + 1))
    } catch ParseError.malformed(let n, let text) {
        print("skip line \(n): \(text)")
    } catch {}
}
print("parsed \(lines.count) lines")

let counts = Dictionary(grouping: lines, by: \.level).mapValues(\.count)
for level in Level.allCases {
    print("\(level.rawValue.padding(5)) \(String(repeating: "*", count: counts[level] ?? 0))")
}
let serious = lines.filter { $0.level >= .warn }
print("serious:", serious.map { "\($0.second):\($0.module)" })
let modules = Dictionary(grouping: lines, by: \.module)
for (module, entries) in modules.sorted(by: { $0.key < $1.key }) {
    let worst = entries.map(\.level).max()!
    print("\(module): \(entries.count) entries, worst \(worst.rawValue)")
}
let gaps = zip(lines, lines.dropFirst()).map { $1.second - $0.second }
print("gaps:", gaps, "max gap:", gaps.max() ?? 0)
let buckets = stride(from: 0, to: 15, by: 5).map { start in
    (start, lines.filter { (start..<start + 5).contains($0.second) }.count)
}
for (start, n) in buckets { print("[\(start)-\(start + 4)] \(n)") }
let ms = lines.compactMap { line -> Int? in
    guard let word = line.message.split(separator: " ").first(where: { $0.hasSuffix("ms") }) else { return nil }
    return Int(word.dropLast(2))
}
print("timings:", ms)

extension String {
    func padding(_ n: Int) -> String { self + String(repeating: " ", count: Swift.max(0, n - count)) }
}

// expect: skip line 4: garbage line here
// expect: skip line 8: 9 FATAL [core] meltdown
// expect: parsed 8 lines
// expect: DEBUG *
// expect: INFO  ***
// expect: WARN  **
// expect: ERROR **
// expect: serious: ["3:db", "5:payment", "8:db", "12:auth"]
// expect: auth: 3 entries, worst WARN
// expect: db: 3 entries, worst ERROR
// expect: payment: 2 entries, worst ERROR
// expect: gaps: [1, 1, 2, 2, 1, 4, 1] max gap: 4
// expect: [0-4] 3
// expect: [5-9] 3
// expect: [10-14] 2
// expect: timings: [12, 480]
