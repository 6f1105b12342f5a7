// Compiler test style: synthesized Comparable for enums (with and without payloads) and multi-key sorting
enum Priority: Comparable {
    case low, medium, high, critical
}

enum Size: Comparable {
    case small
    case medium(Int)
    case large(Int, String)
}

enum Level: Int, Comparable {
    case trace = 5, debug = 1, info = 3
    static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
}

struct Task {
    let title: String
    let priority: Priority
    let due: Int
}

print(Priority.low < .high, Priority.critical > .medium, Priority.medium <= .medium)
print([Priority.high, .low, .critical, .medium, .low].sorted())
print([Priority.high, .low, .critical].max()!, [Priority.high, .low].min()!)

let sizes: [Size] = [.large(1, "b"), .medium(5), .small, .large(1, "a"), .medium(2), .large(0, "z")]
print(sizes.sorted())
print(Size.medium(100) < .large(0, ""), Size.small < .medium(-1))

print([Level.trace, .debug, .info].sorted(), [Level.trace, .debug, .info].sorted().map(\.rawValue))

let tasks = [
    Task(title: "write", priority: .medium, due: 3),
    Task(title: "test", priority: .high, due: 5),
    Task(title: "ship", priority: .high, due: 2),
    Task(title: "rest", priority: .low, due: 1),
    Task(title: "fix", priority: .high, due: 2),
]

let byPriorityThenDue = tasks.sorted {
    if $0.priority != $1.priority { return $0.priority > $1.priority }
    if $0.due != $1.due { return $0.due < $1.due }
    return $0.title < $1.title
}
for t in byPriorityThenDue {
    print(t.title, t.priority, t.due)
}

let tupleKey = tasks.sorted { ($0.due, $0.title) < ($1.due, $1.title) }
print(tupleKey.map(\.title))

let grouped = Dictionary(grouping: tasks, by: \.priority)
for key in grouped.keys.sorted(by: >) {
    print(key, grouped[key]!.map(\.title).sorted())
}
print(Priority.low...Priority.high ~= .medium, (Priority.low..<Priority.medium).contains(.medium))
print(max(Size.small, .medium(0)), min(Priority.critical, .low))

// expect: true true true
// expect: [main.Priority.low, main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: critical low
// expect: [main.Size.small, main.Size.medium(2), main.Size.medium(5), main.Size.large(0, "z"), main.Size.large(1, "a"), main.Size.large(1, "b")]
// expect: true true
// expect: [main.Level.debug, main.Level.info, main.Level.trace] [1, 3, 5]
// expect: fix high 2
// expect: ship high 2
// expect: test high 5
// expect: write medium 3
// expect: rest low 1
// expect: ["rest", "fix", "ship", "write", "test"]
// expect: high ["fix", "ship", "test"]
// expect: medium ["write"]
// expect: low ["rest"]
// expect: true false
// expect: medium(0) low
