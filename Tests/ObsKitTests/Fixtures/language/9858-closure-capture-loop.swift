// Stack Overflow style: closures capturing loop variables and outer state

// Question: "In JavaScript all my closures print the last value. Does Swift do that?"
var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "handler \(i)" }
}
for h in handlers { print(h()) }

// Answer: each iteration binds a fresh `i`. But capturing an outer var shares it:
var counter = 0
var sharedHandlers: [() -> Int] = []
for _ in 1...3 {
    counter += 10
    sharedHandlers.append { counter }
}
print("shared capture: \(sharedHandlers.map { $0() })")

// Use a capture list to snapshot the value at creation time.
counter = 0
var snapshotHandlers: [() -> Int] = []
for _ in 1...3 {
    counter += 10
    snapshotHandlers.append { [counter] in counter }
}
print("capture list: \(snapshotHandlers.map { $0() })")
counter = 1000
print("after change, shared: \(sharedHandlers.map { $0() }), snapshot: \(snapshotHandlers.map { $0() })")

// A while loop with an outer variable is the JavaScript-like case.
var j = 0
var whileHandlers: [() -> Int] = []
while j < 3 {
    whileHandlers.append { j }
    j += 1
}
print("while loop captures: \(whileHandlers.map { $0() })")

// Counter factory: each closure keeps its own state.
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    return {
        total += step
        return total
    }
}
let byOne = makeCounter(step: 1)
let byFive = makeCounter(step: 5)
print(byOne(), byOne(), byFive(), byOne(), byFive())

// Capturing self strongly vs weakly
final class Downloader {
    let name: String
    var onFinish: (() -> Void)?
    init(name: String) { self.name = name }
    func start() {
        onFinish = { [weak self] in
            guard let self else { print("downloader gone"); return }
            print("\(self.name) finished")
        }
    }
    deinit { print("deinit \(name)") }
}

var d: Downloader? = Downloader(name: "A")
d?.start()
let callback = d?.onFinish
callback?()
d = nil
callback?()

// Escaping closures stored for later
var queue: [(Int) -> Int] = []
func enqueue(_ f: @escaping (Int) -> Int) { queue.append(f) }
for multiplier in [2, 3, 4] {
    enqueue { $0 * multiplier }
}
print(queue.map { $0(10) })
print(queue.reduce(1) { acc, f in f(acc) })
// expect: handler 1
// expect: handler 2
// expect: handler 3
// expect: shared capture: [30, 30, 30]
// expect: capture list: [10, 20, 30]
// expect: after change, shared: [1000, 1000, 1000], snapshot: [10, 20, 30]
// expect: while loop captures: [3, 3, 3]
// expect: 1 2 5 3 10
// expect: A finished
// expect: deinit A
// expect: downloader gone
// expect: [20, 30, 40]
// expect: 24
