// Closures: capturing values, closures as reference types, escaping closures and self
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A deli counter hands out numbered tickets; each roll remembers where it is.
func makeTicketRoll(startingAt first: Int) -> () -> Int {
    var next = first
    func tearOff() -> Int {
        defer { next += 1 }
        return next
    }
    return tearOff
}
let cheeseCounter = makeTicketRoll(startingAt: 40)
print(cheeseCounter(), cheeseCounter(), cheeseCounter())
let bakery = makeTicketRoll(startingAt: 1)
print(bakery())
print(cheeseCounter())
let sameRoll = cheeseCounter
print(sameRoll(), cheeseCounter())

var handlers: [() -> Void] = []
func register(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}
func runNow(_ closure: () -> Void) { closure() }

class Lamp {
    var brightness = 30
    func schedule() {
        register { self.brightness = 80 }
        runNow { brightness = 55 }
    }
}
let lamp = Lamp()
lamp.schedule()
print(lamp.brightness)
handlers.first?()
print(lamp.brightness)

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
// expect: 40 41 42
// expect: 1
// expect: 43
// expect: 44 45
// expect: 55
// expect: 80
// expect: ["handler 1", "handler 2", "handler 3"]
// expect: captured is 2
// expect: snapshot is 2
// expect: captured is 3
