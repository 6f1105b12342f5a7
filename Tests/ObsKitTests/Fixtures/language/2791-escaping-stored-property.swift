// Compiler test style: escaping closures stored in properties and invoked later
final class TaskQueue {
    private var pending: [(String) -> Void] = []
    var onDrain: (() -> Void)?

    func enqueue(_ work: @escaping (String) -> Void) {
        pending.append(work)
    }

    func drain(tag: String) {
        let jobs = pending
        pending.removeAll()
        for (i, job) in jobs.enumerated() {
            job("\(tag)#\(i)")
        }
        onDrain?()
    }
    var count: Int { pending.count }
}

var log: [String] = []
let q = TaskQueue()
q.onDrain = { log.append("drained") }
for name in ["alpha", "beta", "gamma"] {
    q.enqueue { label in log.append("\(name)@\(label)") }
}
print("pending:", q.count)
q.drain(tag: "run1")
print("pending:", q.count)
q.enqueue { log.append("late:\($0)") }
q.drain(tag: "run2")
for entry in log { print(entry) }
// expect: pending: 3
// expect: pending: 0
// expect: alpha@run1#0
// expect: beta@run1#1
// expect: gamma@run1#2
// expect: drained
// expect: late:run2#0
// expect: drained
