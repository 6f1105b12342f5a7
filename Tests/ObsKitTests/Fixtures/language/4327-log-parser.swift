// App code style: parsing log lines into structured records and printing a severity summary
enum Level: String, CaseIterable, Comparable {
    case debug = "DEBUG", info = "INFO", warn = "WARN", error = "ERROR"
    var rank: Int { Level.allCases.firstIndex(of: self)! }
    static func < (a: Level, b: Level) -> Bool { a.rank < b.rank }
}

struct Entry: CustomStringConvertible {
    let time: String
    let level: Level
    let module: String
    let message: String
    var description: String { "[\(time)] \(level.rawValue.lowercased())@\(module): \(message)" }
}

func parse(_ line: Substring) -> Entry? {
    var rest = line
    guard rest.hasPrefix("[") else { return nil }
    guard let close = rest.firstIndex(of: "]") else { return nil }
    let time = rest[rest.index(after: rest.startIndex)..<close]
    rest = rest[rest.index(after: close)...].drop { $0 == " " }
    guard let sp = rest.firstIndex(of: " "), let level = Level(rawValue: String(rest[..<sp]).uppercased()) else { return nil }
    rest = rest[sp...].drop { $0 == " " }
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let module = rest[..<colon]
    guard !module.isEmpty, module.allSatisfy({ $0.isLetter || $0 == "." }) else { return nil }
    let msg = rest[rest.index(after: colon)...].drop { $0 == " " }
    return Entry(time: String(time), level: level, module: String(module), message: String(msg))
}

let log = """
[09:00:01] INFO net: connected to 10.0.0.1
[09:00:02] debug db: query took 12ms
[09:00:05] WARN net: retry 1/3
garbage line here
[09:00:07] ERROR db.pool: connection lost: timeout
[09:00:08] INFO ui: rendered 42 rows
[09:00:09] TRACE net: too verbose
[09:00:10] ERROR net: gave up after 3 retries
[09:00:11] warn ui:    slow frame 34ms
[09:00:12] INFO : missing module
"""

var entries: [Entry] = []
var rejected = 0
for line in log.split(separator: "\n") {
    if let e = parse(line) { entries.append(e) } else { rejected += 1; print("reject: \(line.prefix(24))") }
}
print("parsed \(entries.count), rejected \(rejected)")
for e in entries where e.level >= .warn { print(e) }

var counts: [Level: Int] = [:]
var byModule: [String: Int] = [:]
for e in entries {
    counts[e.level, default: 0] += 1
    byModule[e.module, default: 0] += 1
}
for level in Level.allCases.reversed() {
    let n = counts[level] ?? 0
    print(level.rawValue.padding(7) + String(repeating: "*", count: n) + " \(n)")
}
for (m, n) in byModule.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
    print("  \(m): \(n)")
}
let numbers = entries.flatMap { $0.message.split(separator: " ") }.compactMap { w -> Int? in
    let digits = w.prefix { $0.isNumber }
    return digits.isEmpty ? nil : Int(digits)
}
print("numbers in messages:", numbers)

extension String {
    func padding(_ n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
}
// expect: reject: garbage line here
// expect: reject: [09:00:09] TRACE net: to
// expect: reject: [09:00:12] INFO : missin
// expect: parsed 7, rejected 3
// expect: [09:00:05] warn@net: retry 1/3
// expect: [09:00:07] error@db.pool: connection lost: timeout
// expect: [09:00:10] error@net: gave up after 3 retries
// expect: [09:00:11] warn@ui: slow frame 34ms
// expect: ERROR  ** 2
// expect: WARN   ** 2
// expect: INFO   ** 2
// expect: DEBUG  * 1
// expect:   net: 3
// expect:   ui: 2
// expect:   db: 1
// expect:   db.pool: 1
// expect: numbers in messages: [10, 12, 1, 42, 3, 34]
