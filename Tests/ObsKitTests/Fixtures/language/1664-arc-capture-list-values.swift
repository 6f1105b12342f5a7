// ARC and closures: a capture list copies a value at creation time, while a normal capture sees later changes; captured objects stay alive with the closure.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var level = 1
let snapshot = { [level] in "snapshot sees \(level)" }
let live = { "live sees \(level)" }
level = 5
print(snapshot())
print(live())

final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}

var job: (() -> Void)?
do {
    let r = Resource("log.txt")
    job = { print("writing to \(r.name)") }
}
print("scope ended")
job?()
job = nil
print("job cleared")

func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c2(), c1())

var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "handler \(i)" }
}
print(handlers.map { $0() })

// expect: snapshot sees 1
// expect: live sees 5
// expect: open log.txt
// expect: scope ended
// expect: writing to log.txt
// expect: close log.txt
// expect: job cleared
// expect: 1 2 1 3
// expect: ["handler 1", "handler 2", "handler 3"]
