// Closures: capturing values, closures as reference types, escaping closures and self
// expected output: swiftc 6.3.1 (Linux), run on this machine
func makeIncrementer(by amount: Int) -> () -> Int {
    var running = 0
    func incrementer() -> Int {
        running += amount
        return running
    }
    return incrementer
}
let byTen = makeIncrementer(by: 10)
print(byTen(), byTen(), byTen())
let bySeven = makeIncrementer(by: 7)
print(bySeven())
print(byTen())
let alsoByTen = byTen
print(alsoByTen(), byTen())

var handlers: [() -> Void] = []
func register(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}
func runNow(_ closure: () -> Void) { closure() }

class Widget {
    var x = 10
    func setup() {
        register { self.x = 100 }
        runNow { x = 200 }
    }
}
let w = Widget()
w.setup()
print(w.x)
handlers.first?()
print(w.x)

var log: [String] = []
for i in 1...3 {
    register { log.append("handler \(i)") }
}
for h in handlers.dropFirst() { h() }
print(log)

var captured = 1
let readLater = { print("captured is \(captured)") }
captured = 2
readLater()
let snapshot = { [captured] in print("snapshot is \(captured)") }
captured = 3
snapshot()
readLater()
// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50 60
// expect: 200
// expect: 100
// expect: ["handler 1", "handler 2", "handler 3"]
// expect: captured is 2
// expect: snapshot is 2
// expect: captured is 3
