// Blog style (synthesized Comparable): enums ordered by case order, including associated values
enum Priority: Comparable, CaseIterable {
    case low, medium, high, critical
}

enum Size: Comparable {
    case small
    case medium(extra: Int)
    case large(Int, String)
}

enum LogLevel: Int, Comparable {
    case debug = 10, info = 20, warning = 30, error = 40
    static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }
}

struct Ticket: Comparable {
    let priority: Priority
    let title: String
    static func < (a: Ticket, b: Ticket) -> Bool {
        (b.priority, a.title) < (a.priority, b.title)   // priority descending, title ascending
    }
}

print(Priority.low < .high, Priority.critical > .medium)
print(Priority.allCases.sorted(by: >))
print([Priority.high, .low, .critical, .medium].max()!)
print(Priority.medium.clamped(to: Priority.high...Priority.critical))

let sizes: [Size] = [.large(2, "b"), .small, .medium(extra: 5), .large(2, "a"), .medium(extra: 1), .large(1, "z")]
print(sizes.sorted())
print(Size.medium(extra: 100) < .large(0, ""), Size.small < .medium(extra: -1))

let levels: [LogLevel] = [.error, .debug, .warning, .info]
let threshold = LogLevel.info
print(levels.filter { $0 >= threshold }.sorted())
print(levels.min()!, levels.max()!)

let tickets = [
    Ticket(priority: .medium, title: "Docs"),
    Ticket(priority: .critical, title: "Crash on launch"),
    Ticket(priority: .medium, title: "Animations"),
    Ticket(priority: .low, title: "Typos"),
    Ticket(priority: .critical, title: "Data loss"),
]
for t in tickets.sorted() { print("[\(t.priority)] \(t.title)") }

switch Priority.high {
case ..<Priority.medium: print("can wait")
case Priority.medium...Priority.high: print("this sprint")
default: print("drop everything")
}

extension Comparable {
    func clamped(to r: ClosedRange<Self>) -> Self { min(max(self, r.lowerBound), r.upperBound) }
}
// expect: true true
// expect: [main.Priority.critical, main.Priority.high, main.Priority.medium, main.Priority.low]
// expect: critical
// expect: high
// expect: [main.Size.small, main.Size.medium(extra: 1), main.Size.medium(extra: 5), main.Size.large(1, "z"), main.Size.large(2, "a"), main.Size.large(2, "b")]
// expect: true true
// expect: [main.LogLevel.info, main.LogLevel.warning, main.LogLevel.error]
// expect: debug error
// expect: [critical] Crash on launch
// expect: [critical] Data loss
// expect: [medium] Animations
// expect: [medium] Docs
// expect: [low] Typos
// expect: this sprint
