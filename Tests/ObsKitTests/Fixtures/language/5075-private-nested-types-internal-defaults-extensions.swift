// Book style (Access Control): private nested types, internal defaults and extensions in the same file
struct TaskQueue {
    private struct Entry {
        let id: Int
        let title: String
        var done = false
    }
    private var entries: [Entry] = []
    private var nextID = 1
    private(set) var completed = 0

    mutating func push(_ title: String) -> Int {
        let e = Entry(id: nextID, title: title)
        entries.append(e)
        nextID += 1
        return e.id
    }
    mutating func finish(_ id: Int) -> Bool {
        guard let i = entries.firstIndex(where: { $0.id == id && !$0.done }) else { return false }
        entries[i].done = true
        completed += 1
        return true
    }
}

extension TaskQueue {
    var pending: [String] { entries.filter { !$0.done }.map { $0.title } }
    var summary: String { "\(completed)/\(entries.count) done" }
}

class Engine {
    fileprivate var rpm = 800
    private var log: [String] = []
    func rev(_ amount: Int) {
        rpm += amount
        log.append("rev \(amount)")
    }
    var lastLog: String? { log.last }
}

extension Engine {
    func idle() {
        log.append("idle")
        rpm = 800
    }
    var logSize: Int { log.count }
}

fileprivate extension Engine {
    var isRedline: Bool { rpm > 6000 }
}

var q = TaskQueue()
let a = q.push("write tests")
let b = q.push("fix bug")
let c = q.push("release")
print(a, b, c)
print(q.finish(b), q.finish(b), q.finish(99))
print(q.pending, q.summary)
_ = q.finish(a)
print(q.pending, q.completed, q.summary)

let engine = Engine()
engine.rev(3000)
print(engine.rpm, engine.isRedline)
engine.rev(4000)
print(engine.rpm, engine.isRedline, engine.lastLog as Any)
engine.idle()
print(engine.rpm, engine.logSize, engine.lastLog as Any)

// expect: 1 2 3
// expect: true false false
// expect: ["write tests", "release"] 1/3 done
// expect: ["release"] 2 2/3 done
// expect: 3800 false
// expect: 7800 true Optional("rev 4000")
// expect: 800 3 Optional("idle")
