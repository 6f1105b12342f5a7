// Compiler test style: escaping closures stored in arrays and dictionaries, run later
final class EventBus {
    private var handlers: [(String) -> Void] = []
    private var named: [String: () -> String] = [:]

    func subscribe(_ h: @escaping (String) -> Void) { handlers.append(h) }
    func register(_ name: String, _ f: @escaping () -> String) { named[name] = f }

    func emit(_ event: String) {
        for (i, h) in handlers.enumerated() {
            print("handler \(i):", terminator: " ")
            h(event)
        }
    }
    func runAll() {
        for key in named.keys.sorted() { print(key, "->", named[key]!()) }
    }
}

let bus = EventBus()
var log: [String] = []
bus.subscribe { print("got \($0)") }
bus.subscribe { log.append($0.uppercased()); print("logged") }
bus.subscribe { e in print("length \(e.count)") }

bus.emit("start")
bus.emit("stop")
print(log)

var tick = 0
bus.register("b-tick") { tick += 1; return "tick=\(tick)" }
bus.register("a-const") { "constant" }
bus.runAll()
bus.runAll()

var pending: [() -> Void] = []
func schedule(_ work: @escaping () -> Void) { pending.append(work) }
for n in 1...3 {
    schedule { print("job \(n) runs, tick is \(tick)") }
}
tick = 99
while !pending.isEmpty {
    let job = pending.removeFirst()
    job()
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let pipeline: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, { $0 - 3 }]
let combined = pipeline.reduce({ $0 }, compose)
print(combined(4), combined(0))

// expect: handler 0: got start
// expect: handler 1: logged
// expect: handler 2: length 5
// expect: handler 0: got stop
// expect: handler 1: logged
// expect: handler 2: length 4
// expect: ["START", "STOP"]
// expect: a-const -> constant
// expect: b-tick -> tick=1
// expect: a-const -> constant
// expect: b-tick -> tick=2
// expect: job 1 runs, tick is 99
// expect: job 2 runs, tick is 99
// expect: job 3 runs, tick is 99
// expect: 47 7
