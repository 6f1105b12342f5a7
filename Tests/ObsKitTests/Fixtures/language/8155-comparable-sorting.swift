// Course exercise: Comparable written by hand and synthesized for enums, used with sorted/min/max
struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }
}

enum Priority: Comparable {
    case low, medium, high, critical
}

struct Task: Comparable {
    let title: String
    let priority: Priority

    static func < (lhs: Task, rhs: Task) -> Bool {
        if lhs.priority != rhs.priority {
            return lhs.priority > rhs.priority
        }
        return lhs.title < rhs.title
    }
}

let versions = [
    Version(major: 1, minor: 10, patch: 0),
    Version(major: 1, minor: 2, patch: 3),
    Version(major: 2, minor: 0, patch: 0),
    Version(major: 1, minor: 2, patch: 10),
]
print("sorted: \(versions.sorted())")
print("newest: \(versions.max()!), oldest: \(versions.min()!)")
print("1.2.3 < 1.10.0: \(Version(major: 1, minor: 2, patch: 3) < Version(major: 1, minor: 10, patch: 0))")
print("2.0.0 >= 1.10.0: \(Version(major: 2, minor: 0, patch: 0) >= Version(major: 1, minor: 10, patch: 0))")

print("low < high: \(Priority.low < .high)")
print("max priority: \(max(Priority.medium, .critical, .low))")

let tasks = [
    Task(title: "write tests", priority: .medium),
    Task(title: "fix crash", priority: .critical),
    Task(title: "answer email", priority: .low),
    Task(title: "deploy", priority: .critical),
    Task(title: "code review", priority: .medium),
]
for task in tasks.sorted() {
    print("[\(task.priority)] \(task.title)")
}
let clamped = min(max(Version(major: 0, minor: 9, patch: 0), versions.min()!), versions.max()!)
print("clamped: \(clamped)")

// expect: sorted: [1.2.3, 1.2.10, 1.10.0, 2.0.0]
// expect: newest: 2.0.0, oldest: 1.2.3
// expect: 1.2.3 < 1.10.0: true
// expect: 2.0.0 >= 1.10.0: true
// expect: low < high: true
// expect: max priority: critical
// expect: [critical] deploy
// expect: [critical] fix crash
// expect: [medium] code review
// expect: [medium] write tests
// expect: [low] answer email
// expect: clamped: 1.2.3
