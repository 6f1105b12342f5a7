// Compiler test style: closures capturing class references vs struct values
class Counter { var n = 0 }
struct SCounter { var n = 0 }

var c = Counter()
var s = SCounter()
let incC = { c.n += 1 }
let incS = { s.n += 1 }
incC(); incC(); incS()
print(c.n, s.n)

let captured = c
let capturedList = { [c, s] in print("captured", c.n, s.n) }
c = Counter()
s = SCounter(n: 50)
incC(); incS()
capturedList()
print(captured.n, c.n, s.n)

func makeIncrementers() -> (() -> Int, () -> Int) {
    let box = Counter()
    var local = 0
    let a = { () -> Int in box.n += 10; return box.n }
    let b = { () -> Int in local += 1; return local }
    return (a, b)
}
let (a, b) = makeIncrementers()
print(a(), a(), b(), b())
var handlers: [() -> Void] = []
for i in 0..<3 {
    let k = Counter()
    k.n = i
    handlers.append { k.n *= 2; print("handler", k.n) }
}
handlers.forEach { $0() }
handlers[2]()
// expect: 2 1
// expect: captured 2 1
// expect: 2 1 51
// expect: 10 20 1 2
// expect: handler 0
// expect: handler 2
// expect: handler 4
// expect: handler 8
