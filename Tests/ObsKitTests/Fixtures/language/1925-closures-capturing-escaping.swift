// Swift book style (Closures): capturing values, reference semantics, escaping and autoclosures
func makeCounter(step: Int) -> () -> Int {
    var running = 0
    func bump() -> Int {
        running += step
        return running
    }
    return bump
}
let byThree = makeCounter(step: 3)
print(byThree(), byThree(), byThree())
let byTen = makeCounter(step: 10)
print(byTen())
print(byThree())
let alias = byThree
print(alias())

var pendingJobs: [() -> Void] = []
func schedule(_ job: @escaping () -> Void) { pendingJobs.append(job) }
func runNow(_ job: () -> Void) { job() }

class Widget {
    var size = 1
    func setup() {
        schedule { self.size = 50 }
        runNow { size = 20 }
    }
}
let w = Widget()
w.setup()
print("after setup: \(w.size)")
pendingJobs.first?()
print("after escaping job: \(w.size)")

var waiting = ["Ana", "Ben", "Cy", "Dee"]
print(waiting.count)
let serveNext = { waiting.removeFirst() }
print(waiting.count)
print("serving \(serveNext())")
print(waiting.count)

func serve(_ provider: @autoclosure () -> String) {
    print("now serving \(provider())")
}
serve(waiting.remove(at: 0))
var deferred: [() -> String] = []
func collect(_ provider: @autoclosure @escaping () -> String) { deferred.append(provider) }
collect(waiting.remove(at: 0))
collect(waiting.remove(at: 0))
print("queued \(deferred.count), still waiting \(waiting.count)")
for p in deferred { print("later serving \(p())") }

// expect: 3 6 9
// expect: 10
// expect: 12
// expect: 15
// expect: after setup: 20
// expect: after escaping job: 50
// expect: 4
// expect: 4
// expect: serving Ana
// expect: 3
// expect: now serving Ben
// expect: queued 2, still waiting 2
// expect: later serving Cy
// expect: later serving Dee
