// Swift Forums style (Comparable enums): synthesized Comparable orders cases by declaration, then by associated values
enum Priority: Comparable {
    case low, medium, high, critical
}
print(Priority.low < .high, Priority.critical > .medium)
print([Priority.high, .low, .critical, .medium].sorted())
print([Priority.high, .low, .critical].max()!, [Priority.high, .low].min()!)

enum Size: Comparable {
    case small
    case custom(Int)
    case large
}
print([Size.large, .custom(5), .small, .custom(2)].sorted())
print(Size.custom(100) < .large, Size.custom(1) > .small)

enum Level: Int, Comparable {
    case gold = 1, silver = 2, bronze = 3
    static func < (l: Level, r: Level) -> Bool { l.rawValue > r.rawValue }
}
print([Level.silver, .gold, .bronze].sorted())
print(Level.gold > .bronze)

enum Letter: Comparable {
    case z, a(String), m
}
print([Letter.m, .a("q"), .z, .a("b")].sorted())
print(Letter.z < .a(""), Letter.a("b") < .a("a"))

print(Priority.low...Priority.high ~= .medium, (Priority.medium..<Priority.critical).contains(.critical))
let p = Priority.medium
switch p {
case ..<Priority.medium: print("below medium")
case Priority.medium...: print("medium or above")
default: print("unreachable")
}
print([(Priority.low, 2), (.low, 1), (.high, 0)].sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { "\($0.0)-\($0.1)" })
print(clamp(Priority.critical, .low, .high))
func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { min(max(v, lo), hi) }

// expect: true true
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: critical low
// expect: [main.Size.small, main.Size.custom(2), main.Size.custom(5), main.Size.large]
// expect: true true
// expect: [main.Level.bronze, main.Level.silver, main.Level.gold]
// expect: true
// expect: [main.Letter.z, main.Letter.a("b"), main.Letter.a("q"), main.Letter.m]
// expect: true false
// expect: true false
// expect: medium or above
// expect: ["low-1", "low-2", "high-0"]
// expect: high
