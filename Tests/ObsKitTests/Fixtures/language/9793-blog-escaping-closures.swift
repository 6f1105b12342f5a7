// Swift by Sundell style: capturing values in closures, escaping closures and capture lists
func makeCounter(step: Int = 1) -> () -> Int {
    var count = 0
    return {
        count += step
        return count
    }
}

let byOne = makeCounter()
let byFive = makeCounter(step: 5)
print(byOne(), byOne(), byOne())
print(byFive(), byFive())
print(byOne())

final class EventBus {
    private var handlers: [String: [(String) -> Void]] = [:]
    func on(_ event: String, handler: @escaping (String) -> Void) {
        handlers[event, default: []].append(handler)
    }
    func emit(_ event: String, _ payload: String) {
        for h in handlers[event] ?? [] { h(payload) }
    }
}

final class Logger {
    let prefix: String
    private(set) var lines: [String] = []
    init(prefix: String) { self.prefix = prefix }
    func log(_ s: String) { lines.append("\(prefix) \(s)") }
    deinit { print("Logger \(prefix) released") }
}

let bus = EventBus()
do {
    let logger = Logger(prefix: "[ui]")
    bus.on("click") { [weak logger] payload in
        logger?.log("clicked \(payload)")
    }
    bus.on("click") { payload in print("direct handler got", payload) }
    bus.emit("click", "ok-button")
    bus.emit("click", "cancel-button")
    print(logger.lines)
}
// logger is gone; the weak capture now sees nil
bus.emit("click", "after-release")

// Capture list copies a value at creation time
var greeting = "Hello"
let captured = { [greeting] in "captured: \(greeting)" }
let live = { "live: \(greeting)" }
greeting = "Goodbye"
print(captured())
print(live())

// Storing escaping closures for deferred work
var pending: [() -> String] = []
func schedule(_ label: String, _ work: @escaping () -> String) {
    pending.append { "\(label) -> \(work())" }
}
for i in 1...3 {
    schedule("job\(i)") { String(repeating: "*", count: i) }
}
pending.forEach { print($0()) }

// Non-escaping closures can be used in autoclosure style helpers
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { print("check failed:", message()) } else { print("check passed") }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "expensive message" }
check(2 + 2 == 4, expensive())
check(2 + 2 == 5, expensive())
print("message built \(evaluations) time(s)")

// Function composition with generic closures
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let trimmedLength = compose({ (s: String) in s.filter { $0 != " " } }, { $0.count })
let shout = compose({ (s: String) in s.uppercased() }, { $0 + "!" })
print(trimmedLength("a b c d"), shout("hey"))

// expect: 1 2 3
// expect: 5 10
// expect: 4
// expect: direct handler got ok-button
// expect: direct handler got cancel-button
// expect: ["[ui] clicked ok-button", "[ui] clicked cancel-button"]
// expect: Logger [ui] released
// expect: direct handler got after-release
// expect: captured: Hello
// expect: live: Goodbye
// expect: job1 -> *
// expect: job2 -> **
// expect: job3 -> ***
// expect: check passed
// expect: check failed: expensive message
// expect: message built 1 time(s)
// expect: 4 HEY!
