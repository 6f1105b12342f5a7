// Tutorial style (Kodeco closures): @escaping completion handlers and @autoclosure for lazy arguments
final class TaskQueue {
    private var pending: [(String) -> Void] = []
    private var labels: [String] = []

    func enqueue(_ label: String, completion: @escaping (String) -> Void) {
        labels.append(label)
        pending.append(completion)
        print("queued \(label) (\(pending.count) waiting)")
    }

    func drain() {
        for (label, handler) in zip(labels, pending) {
            handler("\(label) done")
        }
        pending.removeAll()
        labels.removeAll()
    }
}

var finished: [String] = []
let queue = TaskQueue()
queue.enqueue("resize") { finished.append($0) }
queue.enqueue("upload") { message in finished.append(message.uppercased()) }
print("finished before drain: \(finished.count)")
queue.drain()
print(finished)

var evaluations = 0
func expensiveCheck() -> Bool {
    evaluations += 1
    print("  running expensive check")
    return true
}

func debugLog(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("LOG: \(message())") }
}

func all(_ first: Bool, _ second: @autoclosure () -> Bool) -> Bool {
    guard first else { return false }
    return second()
}

debugLog(false, "value is \(expensiveCheck())")
debugLog(true, "value is \(expensiveCheck())")
print("evaluations: \(evaluations)")

print(all(false, expensiveCheck()))
print(all(true, expensiveCheck()))
print("evaluations: \(evaluations)")

func retry(times: Int, _ work: () -> Bool) -> Int {
    for attempt in 1...times where work() { return attempt }
    return -1
}
var tries = 0
print("succeeded on attempt \(retry(times: 5) { tries += 1; return tries == 3 })")

// expect: queued resize (1 waiting)
// expect: queued upload (2 waiting)
// expect: finished before drain: 0
// expect: ["resize done", "UPLOAD DONE"]
// expect:   running expensive check
// expect: LOG: value is true
// expect: evaluations: 1
// expect: false
// expect:   running expensive check
// expect: true
// expect: evaluations: 2
// expect: succeeded on attempt 3
