// Compiler test style: closures in struct methods capture a copy of self, not a reference
struct Counter {
    var count = 0
    func reporter() -> () -> String {
        return { "count is \(self.count)" }
    }
    mutating func increment() { count += 1 }
}
var c = Counter()
c.increment()
let report = c.reporter()
c.increment(); c.increment()
print(report(), "| actual", c.count)

struct Holder {
    var action: () -> Int
}
var hits = 0
let h1 = Holder { hits += 1; return hits }
var h2 = h1
print(h1.action(), h2.action(), h1.action())
h2.action = { -1 }
print(h1.action(), h2.action())

func makeCounterTriple() -> (inc: () -> Void, get: () -> Int, reset: () -> Void) {
    var n = 0
    return ({ n += 1 }, { n }, { n = 0 })
}
let t = makeCounterTriple()
t.inc(); t.inc(); t.inc()
print(t.get())
t.reset(); t.inc()
print(t.get())
let t2 = makeCounterTriple()
print(t2.get(), t.get())

var pt = (x: 1, y: 2)
let readPt = { pt.x + pt.y }
pt.x = 10
print(readPt())
// expect: count is 1 | actual 3
// expect: 1 2 3
// expect: 4 -1
// expect: 3
// expect: 1
// expect: 0 1
// expect: 12
