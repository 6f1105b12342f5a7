// Swift book style (Closures): trailing closures, sorting shorthand, capturing counters in a factory, escaping storage versus non-escaping calls, autoclosures with a queue
let cities = ["Oslo", "Lima", "Accra", "Bern", "Quito"]
print(cities.sorted(by: { (a: String, b: String) -> Bool in a > b }))
print(cities.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
print(cities.sorted(by: <))
let digitNames = [0: "Zero", 1: "One", 5: "Five"]
let spelled = [51, 10, 500].map { number -> String in
    var n = number
    var out = ""
    repeat {
        out = (digitNames[n % 10] ?? "?") + out
        n /= 10
    } while n > 0
    return out
}
print(spelled)

func makeCounter(step: Int) -> () -> Int {
    var running = 0
    func next() -> Int {
        running += step
        return running
    }
    return next
}
let byThree = makeCounter(step: 3)
print(byThree(), byThree())
let byTen = makeCounter(step: 10)
print(byTen(), byThree())
let alias = byThree
print(alias(), byThree())

var pending: [() -> Void] = []
func later(_ work: @escaping () -> Void) { pending.append(work) }
func now(_ work: () -> Void) { work() }

class Widget {
    var x = 1
    func run() {
        later { self.x = 100 }
        now { x = 200 }
    }
}
let w = Widget()
w.run()
print(w.x)
pending.first?()
print(w.x)

var queue = ["ann", "bob", "cy"]
print(queue.count)
let server = { queue.remove(at: 0) }
print(queue.count)
print("serving", server())
print(queue.count)

func serve(_ provider: @autoclosure () -> String) { print("now serving", provider()) }
serve(queue.remove(at: 0))
var stored: [() -> String] = []
func collect(_ p: @autoclosure @escaping () -> String) { stored.append(p) }
collect(queue.remove(at: 0))
print("collected", stored.count, "left", queue.count)
for p in stored { print("late", p()) }
print(queue)

// expect: ["Quito", "Oslo", "Lima", "Bern", "Accra"]
// expect: ["Bern", "Lima", "Oslo", "Accra", "Quito"]
// expect: ["Accra", "Bern", "Lima", "Oslo", "Quito"]
// expect: ["FiveOne", "OneZero", "FiveZeroZero"]
// expect: 3 6
// expect: 10 9
// expect: 12 15
// expect: 200
// expect: 100
// expect: 3
// expect: 3
// expect: serving ann
// expect: 2
// expect: now serving bob
// expect: collected 1 left 1
// expect: late cy
// expect: []
