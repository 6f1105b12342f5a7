// Compiler test style: property observers triggered by inout access, array element mutation and nested struct changes
struct Inner {
    var a = 0
    var b = [Int]()
}

class Model {
    var log: [String] = []
    var inner = Inner() {
        willSet { log.append("will a=\(inner.a)->\(newValue.a) b=\(newValue.b.count)") }
        didSet { log.append("did a=\(oldValue.a)->\(inner.a)") }
    }
    var items: [String] = [] {
        didSet { log.append("items \(oldValue.count)->\(items.count)") }
    }
    var counter = 0 {
        didSet { log.append("counter \(oldValue)->\(counter)") }
    }
}

func increment(_ x: inout Int) {
    x += 1
    x += 1
}

let m = Model()
m.inner.a = 5
m.inner.b.append(1)
print(m.log); m.log = []

m.items.append("x")
m.items += ["y", "z"]
m.items[0] = "X"
m.items.removeAll()
print(m.log); m.log = []

increment(&m.counter)
increment(&m.inner.a)
print(m.log); m.log = []

let current = m.counter
m.counter = current
print(m.log); m.log = []

struct Holder {
    var values: [Int] = [1, 2, 3] {
        didSet { changes.append(values.reduce(0, +)) }
    }
    var changes: [Int] = []
    mutating func double() {
        for i in values.indices { values[i] *= 2 }
    }
}
var h = Holder()
h.double()
print(h.values, h.changes)
h.values.sort(by: >)
print(h.values, h.changes)
var h2 = h
h2.values = []
print(h.changes.count, h2.changes.count)

class Base {
    var v = 0
}
class Observed: Base {
    override var v: Int {
        didSet { print("Observed.v didSet \(oldValue) -> \(v)") }
    }
}
let o = Observed()
o.v = 3
o.v += 4
increment(&o.v)
print(o.v)

// expect: ["will a=0->5 b=0", "did a=0->5", "will a=5->5 b=1", "did a=5->5"]
// expect: ["items 0->1", "items 1->3", "items 3->3", "items 3->0"]
// expect: ["counter 0->2", "will a=5->7 b=1", "did a=5->7"]
// expect: ["counter 2->2"]
// expect: [2, 4, 6] [7, 9, 12]
// expect: [6, 4, 2] [7, 9, 12, 12]
// expect: 4 5
// expect: Observed.v didSet 0 -> 3
// expect: Observed.v didSet 3 -> 7
// expect: Observed.v didSet 7 -> 9
// expect: 9
