// closure captures: by reference vs capture list copies, loops, shared state, struct self
// expected output: swiftc 6.3.1 (Linux), run on this machine
var x = 1
let byRef = { "byRef sees \(x)" }
let byValue = { [x] in "byValue sees \(x)" }
x = 2
print(byRef(), "|", byValue())

func makeCounter(start: Int) -> (inc: () -> Int, get: () -> Int) {
    var n = start
    return ({ n += 1; return n }, { n })
}
let c = makeCounter(start: 10)
_ = c.inc(); _ = c.inc()
print("shared var:", c.get())
let c2 = makeCounter(start: 0)
print("independent:", c2.inc(), c.get())

var closures: [() -> Int] = []
for i in 0..<3 { closures.append { i * 10 } }
print("loop captures:", closures.map { $0() })

var j = 0
var later: [() -> Int] = []
while j < 3 {
    later.append { j }
    j += 1
}
print("while captures shared var:", later.map { $0() })

var k = 0
var frozen: [() -> Int] = []
while k < 3 {
    frozen.append { [k] in k }
    k += 1
}
print("capture list copies:", frozen.map { $0() })

class Box { var v: Int; init(_ v: Int) { self.v = v } }
let box = Box(1)
let seesBox = { [box] in box.v }
box.v = 99
print("class captured in list still shared:", seesBox())

var b2 = Box(5)
let oldRef = { [b2] in b2.v }
let current = { b2.v }
b2 = Box(6)
print("rebinding:", oldRef(), current())

struct Accumulator {
    var total = 0
    func adder() -> (Int) -> Int {
        { n in total + n }
    }
    mutating func add(_ n: Int) { total += n }
}
var acc = Accumulator()
acc.add(5)
let f = acc.adder()
acc.add(100)
print("struct self copied:", f(1), acc.total)

func compose(_ fs: [(Int) -> Int]) -> (Int) -> Int {
    { v in fs.reduce(v) { $1($0) } }
}
var step = 2
let pipeline = compose([{ $0 + 1 }, { [step] in $0 * step }, { $0 - step }])
step = 100
print("pipeline:", pipeline(5))

var nameHolder = "first"
let greet = { [greeting = "Hello", name = nameHolder.uppercased()] in "\(greeting), \(name) / \(nameHolder)" }
nameHolder = "second"
print(greet())

// expect: byRef sees 2 | byValue sees 1
// expect: shared var: 12
// expect: independent: 1 12
// expect: loop captures: [0, 10, 20]
// expect: while captures shared var: [3, 3, 3]
// expect: capture list copies: [0, 1, 2]
// expect: class captured in list still shared: 99
// expect: rebinding: 5 6
// expect: struct self copied: 6 105
// expect: pipeline: -88
// expect: Hello, FIRST / second
