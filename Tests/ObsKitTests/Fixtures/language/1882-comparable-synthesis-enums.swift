// Compiler test style: synthesized Comparable for enums — ordering by declaration order, then by associated values, used by sort/min/max
enum Severity: Comparable {
    case debug, info, warning, error, fatal
}

print(Severity.debug < .info, Severity.fatal > .error, Severity.warning <= .warning)
let logs: [Severity] = [.error, .debug, .fatal, .info, .warning, .info]
print(logs.sorted())
print(logs.max()!, logs.min()!)
print(logs.filter { $0 >= .warning })

// Associated values compare after the case order
enum Version: Comparable {
    case alpha(Int)
    case beta(Int, patch: Int)
    case release(major: Int, minor: Int)
}
let versions: [Version] = [
    .release(major: 1, minor: 2), .beta(2, patch: 0), .alpha(3), .release(major: 1, minor: 0),
    .beta(1, patch: 9), .alpha(1), .release(major: 0, minor: 9), .beta(2, patch: 1),
]
for v in versions.sorted() { print(v) }
print(Version.alpha(100) < .beta(0, patch: 0))
print(Version.release(major: 2, minor: 0) > .release(major: 1, minor: 99))

// Raw-valued enums do not get synthesized Comparable; compare by raw value explicitly
enum Size: Int, Comparable {
    case large = 1, small = 10, medium = 5
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}
enum Tier: Comparable { case large, small, medium }
print("by raw:", [Size.small, .large, .medium].sorted())
print("synthesized:", [Tier.small, .large, .medium].sorted())

// Comparable payload that is itself a Comparable enum
enum Task: Comparable {
    case todo(priority: Severity)
    case done
}
let tasks: [Task] = [.done, .todo(priority: .fatal), .todo(priority: .debug), .done, .todo(priority: .warning)]
print(tasks.sorted())

// Clamp and ranges with a Comparable enum
let range = Severity.info...Severity.error
for s in [Severity.debug, .info, .warning, .fatal] {
    print(s, range.contains(s))
}
func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { min(max(v, lo), hi) }
print(clamp(Severity.fatal, .debug, .warning), clamp(Severity.debug, .info, .error))

// A payload-free case sorts before the payload case declared after it
enum Score: Comparable {
    case unrated
    case rated(Int)
}
print([Score.rated(5), .unrated, .rated(2)].sorted())

// expect: true true true
// expect: [main.Severity.debug, main.Severity.info, main.Severity.info, main.Severity.warning, main.Severity.error, main.Severity.fatal]
// expect: fatal debug
// expect: [main.Severity.error, main.Severity.fatal, main.Severity.warning]
// expect: alpha(1)
// expect: alpha(3)
// expect: beta(1, patch: 9)
// expect: beta(2, patch: 0)
// expect: beta(2, patch: 1)
// expect: release(major: 0, minor: 9)
// expect: release(major: 1, minor: 0)
// expect: release(major: 1, minor: 2)
// expect: true
// expect: true
// expect: by raw: [main.Size.large, main.Size.medium, main.Size.small]
// expect: synthesized: [main.Tier.large, main.Tier.small, main.Tier.medium]
// expect: [main.Task.todo(priority: main.Severity.debug), main.Task.todo(priority: main.Severity.warning), main.Task.todo(priority: main.Severity.fatal), main.Task.done, main.Task.done]
// expect: debug false
// expect: info true
// expect: warning true
// expect: fatal false
// expect: warning info
// expect: [main.Score.unrated, main.Score.rated(2), main.Score.rated(5)]
