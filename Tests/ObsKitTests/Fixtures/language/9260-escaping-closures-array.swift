// escaping-closures-array
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class EventBus {
    private var handlers: [String: [(String) -> Void]] = [:]
    func on(_ event: String, _ handler: @escaping (String) -> Void) {
        handlers[event, default: []].append(handler)
    }
    func emit(_ event: String, _ payload: String) {
        guard let hs = handlers[event] else { print("no handlers for \(event)"); return }
        for h in hs { h(payload) }
    }
}
let bus = EventBus()
var received: [String] = []
bus.on("save") { received.append("A:" + $0) }
bus.on("save") { received.append("B:" + $0.uppercased()) }
bus.on("quit") { print("quitting with", $0) }
bus.emit("save", "doc1")
bus.emit("quit", "now")
bus.emit("open", "x")
print(received)

struct TaskQueue {
    private var tasks: [(name: String, work: () -> String)] = []
    mutating func enqueue(_ name: String, _ work: @escaping () -> String) { tasks.append((name, work)) }
    mutating func runAll() -> [String] {
        defer { tasks.removeAll() }
        return tasks.map { "\($0.name)=\($0.work())" }
    }
    var pending: Int { tasks.count }
}
var queue = TaskQueue()
var state = 1
queue.enqueue("double") { state *= 2; return "\(state)" }
queue.enqueue("add") { state += 3; return "\(state)" }
queue.enqueue("read") { "\(state)" }
print(queue.pending)
state = 10
print(queue.runAll(), queue.pending)

func makeMultipliers() -> [(Int) -> Int] { (1...4).map { n in { $0 * n } } }
print(makeMultipliers().map { $0(3) })

var completions: [(Int) -> Void] = []
func fetch(_ id: Int, completion: @escaping (Int) -> Void) { completions.append(completion) }
var results: [Int] = []
for id in [3, 1, 2] { fetch(id) { results.append($0 * 100 + id) } }
for (i, c) in completions.enumerated() { c(i) }
print(results)

final class Button {
    let title: String
    var onTap: (() -> Void)?
    init(_ title: String) { self.title = title }
    func tap() { onTap?() }
}
final class Screen {
    var taps = 0
    lazy var button: Button = {
        let b = Button("OK")
        b.onTap = { [unowned self] in self.taps += 1 }
        return b
    }()
}
let screen = Screen()
screen.button.tap(); screen.button.tap()
print(screen.taps, screen.button.title)

func withoutEscaping(_ f: (Int) -> Int) -> [Int] {
    withoutActuallyEscaping(f) { escapable in
        let stored: [(Int) -> Int] = [escapable, { escapable($0) + 1 }]
        return stored.map { $0(10) }
    }
}
print(withoutEscaping { $0 * $0 })

let pipeline: [(String) -> String] = [{ $0.trimmingCharacters() }, { $0.lowercased() }, { $0 + "!" }]
extension String {
    func trimmingCharacters() -> String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
print(pipeline.reduce("  Hello World  ") { acc, f in f(acc) })

// expect: quitting with now
// expect: no handlers for open
// expect: ["A:doc1", "B:DOC1"]
// expect: 3
// expect: ["double=20", "add=23", "read=23"] 0
// expect: [3, 6, 9, 12]
// expect: [3, 101, 202]
// expect: 2 OK
// expect: [100, 101]
// expect: hello world!
