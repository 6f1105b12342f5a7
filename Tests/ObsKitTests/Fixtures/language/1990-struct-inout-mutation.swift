// Compiler test style: mutating structs through inout parameters, including nested and array elements
struct Counter {
    var count = 0
    var history: [Int] = []
    mutating func bump(_ n: Int = 1) {
        count += n
        history.append(count)
    }
}

func bumpTwice(_ c: inout Counter) {
    c.bump()
    c.bump(5)
}

func reset(_ value: inout Int) {
    value = 0
}

func swapFields(_ a: inout Counter, _ b: inout Counter) {
    let t = a
    a = b
    b = t
}

var c1 = Counter()
bumpTwice(&c1)
print(c1.count, c1.history)

var c2 = c1
bumpTwice(&c2)
print("c1:", c1.count, "c2:", c2.count)

reset(&c2.count)
print("c2 after reset count:", c2.count, c2.history)

swapFields(&c1, &c2)
print("swapped c1:", c1.count, "c2:", c2.count)

var counters = [Counter(), Counter(), Counter()]
for i in 0..<counters.count {
    for _ in 0...i {
        bumpTwice(&counters[i])
    }
}
print(counters.map { $0.count })
reset(&counters[1].count)
print(counters.map { $0.count })

struct Wrapper {
    var inner: Counter
    var label: String
}
var w = Wrapper(inner: Counter(), label: "w")
bumpTwice(&w.inner)
w.inner.bump(100)
print(w.label, w.inner.count, w.inner.history)

func modify<T>(_ value: inout T, _ f: (inout T) -> Void) {
    f(&value)
}
modify(&w) { $0.label += "!"; $0.inner.bump(-106) }
print(w.label, w.inner.count)

// expect: 6 [1, 6]
// expect: c1: 6 c2: 12
// expect: c2 after reset count: 0 [1, 6, 7, 12]
// expect: swapped c1: 0 c2: 6
// expect: [6, 12, 18]
// expect: [6, 0, 18]
// expect: w 106 [1, 6, 106]
// expect: w! 0
