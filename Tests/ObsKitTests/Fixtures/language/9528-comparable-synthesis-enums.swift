// Synthesized Comparable for enums (case order, then payloads), tuple comparison, and custom Comparable with min/max/clamp (expected output from swiftc 6.3.1 on Linux)
enum Severity: Comparable {
    case debug, info, warning, error
}
enum Event: Comparable {
    case minor(Int)
    case major(level: Int, code: String)
    case outage
}
print(Severity.debug < .error, Severity.warning > .info, [Severity.error, .debug, .warning, .info].sorted())
print(Severity.info...Severity.error ~= .warning, (Severity.debug..<Severity.info).contains(.info))
print(max(Severity.info, .warning), min(Severity.error, .debug), [Severity.info, .error].max()!)

let events: [Event] = [.outage, .major(level: 2, code: "b"), .minor(5), .major(level: 2, code: "a"), .minor(1), .major(level: 1, code: "z")]
for e in events.sorted() { print(e) }
print(Event.minor(100) < .major(level: 0, code: ""), Event.major(level: 3, code: "a") < .major(level: 3, code: "b"))

print((1, "b") < (1, "c"), (2, "a") < (1, "z"), (1, 2, 3) <= (1, 2, 3), ("x", 0.5) > ("x", 0.25))
let scores = [("ann", 90, 3), ("bo", 90, 1), ("cy", 75, 2), ("di", 90, 1)]
let ranked = scores.sorted { ($1.1, $0.2, $0.0) < ($0.1, $1.2, $1.0) }
print(ranked.map(\.0))

struct SemVer: Comparable, CustomStringConvertible {
    let parts: [Int]
    let pre: String?
    init(_ s: String) {
        let split = s.split(separator: "-", maxSplits: 1)
        parts = split[0].split(separator: ".").map { Int($0)! }
        pre = split.count > 1 ? String(split[1]) : nil
    }
    static func < (a: SemVer, b: SemVer) -> Bool {
        if a.parts != b.parts { return a.parts.lexicographicallyPrecedes(b.parts) }
        switch (a.pre, b.pre) {
        case (nil, nil), (nil, _?): return false
        case (_?, nil): return true
        case let (x?, y?): return x < y
        }
    }
    var description: String { parts.map(String.init).joined(separator: ".") + (pre.map { "-" + $0 } ?? "") }
}
let versions = ["1.10.0", "1.2.0", "1.2.0-beta", "1.2.0-alpha", "0.9", "1.2"].map(SemVer.init)
print(versions.sorted().map(\.description))
print(versions.max()!, versions.min()!, SemVer("1.2") < SemVer("1.2.0"), SemVer("2.0") >= SemVer("2.0"))
func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { min(max(v, lo), hi) }
print(clamp(15, 0, 10), clamp("m", "a", "f"), clamp(Severity.error, .debug, .warning))
print(["b", "A", "a", "B"].sorted(), "apple" < "apricot", "Zebra" < "apple", "" < "a")
print([[1, 2], [1], [0, 9]].sorted { $0.lexicographicallyPrecedes($1) })
let optionalSorted = [3, nil, 1].sorted { ($0 ?? .max) < ($1 ?? .max) }
print(optionalSorted)
enum Rank: Int, Comparable {
    case low = 3, high = 1
    static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
}
print(Rank.high < Rank.low, [Rank.low, .high].sorted())

// expect: true true [main.Severity.debug, main.Severity.info, main.Severity.warning, main.Severity.error]
// expect: true false
// expect: warning debug error
// expect: minor(1)
// expect: minor(5)
// expect: major(level: 1, code: "z")
// expect: major(level: 2, code: "a")
// expect: major(level: 2, code: "b")
// expect: outage
// expect: true true
// expect: true false true true
// expect: ["bo", "di", "ann", "cy"]
// expect: ["0.9", "1.2", "1.2.0-alpha", "1.2.0-beta", "1.2.0", "1.10.0"]
// expect: 1.10.0 0.9 true true
// expect: 10 f warning
// expect: ["A", "B", "a", "b"] true true true
// expect: [[0, 9], [1], [1, 2]]
// expect: [Optional(1), Optional(3), nil]
// expect: true [main.Rank.high, main.Rank.low]
