// Compiler test style: @escaping closures stored in arrays and dictionaries — event buses, deferred work queues, undo stacks, and weak captures
final class EventBus {
    private var handlers: [String: [(String) -> Void]] = [:]
    func on(_ event: String, _ handler: @escaping (String) -> Void) {
        handlers[event, default: []].append(handler)
    }
    func emit(_ event: String, _ payload: String) {
        for h in handlers[event] ?? [] { h(payload) }
    }
    var summary: String {
        handlers.keys.sorted().map { "\($0):\(handlers[$0]!.count)" }.joined(separator: ",")
    }
}

var log: [String] = []
let bus = EventBus()
bus.on("save") { log.append("A saved \($0)") }
bus.on("save") { log.append("B saved \($0.uppercased())") }
bus.on("quit") { _ in log.append("bye") }
bus.emit("save", "doc")
bus.emit("open", "ignored")
bus.emit("quit", "")
print(log, bus.summary)

// Deferred work queue: closures run later, in order.
struct WorkQueue {
    private(set) var pending: [() -> String] = []
    mutating func schedule(_ work: @escaping () -> String) { pending.append(work) }
    mutating func drain() -> [String] {
        defer { pending.removeAll() }
        return pending.map { $0() }
    }
}
var q = WorkQueue()
for n in 1...3 { q.schedule { "job\(n)" } }
var late = "early"
q.schedule { late }
late = "late"
print(q.pending.count, q.drain(), q.pending.count)

// Undo stack of closures capturing old values.
final class Document {
    var text = ""
    private var undo: [() -> Void] = []
    func set(_ new: String) {
        let old = text
        undo.append { [unowned self] in self.text = old }
        text = new
    }
    func undoLast() { undo.popLast()?() }
}
let doc = Document()
doc.set("one"); doc.set("two"); doc.set("three")
doc.undoLast()
print(doc.text)
doc.undoLast(); doc.undoLast(); doc.undoLast()
print("[\(doc.text)]")

// Weak captures: the closure observes deallocation.
final class Tracker {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit", name) }
}
var probes: [() -> String] = []
do {
    let t = Tracker(name: "temp")
    probes.append { [weak t] in t?.name ?? "gone" }
    print(probes[0]())
}
print(probes[0]())

// Function values of different origins stored together.
func triple(_ x: Int) -> Int { x * 3 }
struct Adder { let k: Int; func apply(_ x: Int) -> Int { x + k } }
let transforms: [(Int) -> Int] = [triple, Adder(k: 10).apply, { $0 * $0 }, abs]
print(transforms.map { $0(-4) }, transforms.reduce(2) { acc, f in f(acc) })

// expect: ["A saved doc", "B saved DOC", "bye"] quit:1,save:2
// expect: 4 ["job1", "job2", "job3", "late"] 0
// expect: two
// expect: []
// expect: temp
// expect: deinit temp
// expect: gone
// expect: [-12, 6, 16, 4] 256
