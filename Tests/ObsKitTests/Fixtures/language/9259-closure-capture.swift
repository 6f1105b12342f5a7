// closure-capture
// expected output: swiftc 6.3.1 (Linux), run on this machine
var counter = 0
let incr = { counter += 1 }
incr(); incr()
print(counter)

var x = 10
let byRef = { "ref sees \(x)" }
let byVal = { [x] in "val sees \(x)" }
x = 20
print(byRef(), byVal())

func makeCounter(step: Int) -> () -> Int {
    var n = 0
    return { n += step; return n }
}
let c1 = makeCounter(step: 1), c2 = makeCounter(step: 5)
print(c1(), c1(), c2(), c1(), c2())

func makePair() -> (inc: () -> Void, get: () -> Int) {
    var shared = 0
    return ({ shared += 1 }, { shared })
}
let pair = makePair()
pair.inc(); pair.inc(); pair.inc()
print(pair.get())

var forClosures: [() -> Int] = []
for i in 0..<3 { forClosures.append { i * 10 } }
print(forClosures.map { $0() })

var whileClosures: [() -> Int] = []
var j = 0
while j < 3 { whileClosures.append { j }; j += 1 }
print(whileClosures.map { $0() })

var boundClosures: [() -> Int] = []
var k = 0
while k < 3 { boundClosures.append { [k] in k }; k += 1 }
print(boundClosures.map { $0() })

final class Box { var value = 1 }
var box = Box()
let seesObject = { [box] in box.value }
box.value = 2
box = Box()
box.value = 99
print(seesObject(), box.value)

struct S { var value = 1 }
var st = S()
let copied = { [st] in st.value }
let live = { st.value }
st.value = 7
print(copied(), live())

let base = 4
let computed = { [doubled = base * 2, label = "n"] in "\(label)=\(doubled)" }
print(computed())

func runTwice(_ f: () -> Void) { f(); f() }
var log: [String] = []
runTwice { log.append("ran \(log.count)") }
print(log)

var adders: [(Int) -> Int] = []
for n in [1, 10, 100] { adders.append { $0 + n } }
print(adders.map { $0(5) })

func accumulate() -> (Int) -> [Int] {
    var history: [Int] = []
    return { history.append($0); return history }
}
let acc = accumulate()
_ = acc(1); _ = acc(2)
print(acc(3))

// expect: 2
// expect: ref sees 20 val sees 10
// expect: 1 2 5 3 10
// expect: 3
// expect: [0, 10, 20]
// expect: [3, 3, 3]
// expect: [0, 1, 2]
// expect: 2 99
// expect: 1 7
// expect: n=8
// expect: ["ran 0", "ran 1"]
// expect: [6, 15, 105]
// expect: [1, 2, 3]
