// Compiler test style: observer ordering — willSet/didSet fire once after an inout call or mutating method finishes, not during it
var trace: [String] = []

struct Stats {
    var count = 0
    var total = 0
    mutating func add(_ v: Int) {
        trace.append("add begin (count \(count))")
        count += 1
        total += v
        trace.append("add end (count \(count))")
    }
}

var stats = Stats() {
    willSet { trace.append("willSet: count \(stats.count) -> \(newValue.count)") }
    didSet { trace.append("didSet: old total \(oldValue.total), new total \(stats.total)") }
}

func bump(_ s: inout Stats, by n: Int) {
    trace.append("bump begin")
    s.add(n)
    s.add(n)
    trace.append("bump end")
}

stats.add(5)
trace.append("---")
bump(&stats, by: 10)
trace.append("---")
stats.count += 100
for line in trace { print(line) }
trace.removeAll()

// inout on an observed Int: copy-in, copy-out
var level = 1 {
    willSet { print("level willSet \(level) -> \(newValue)") }
    didSet { print("level didSet \(oldValue) -> \(level)") }
}
func triple(_ x: inout Int) {
    print("triple sees \(x)")
    x *= 3
    print("triple set \(x), global level still \(level)")
}
triple(&level)
print("level:", level)

// Class property with observers passed inout
final class Gauge {
    var value: Int = 0 {
        willSet { print("gauge willSet \(value) -> \(newValue)") }
        didSet { print("gauge didSet \(oldValue) -> \(value)") }
    }
}
func resetToMinusOne(_ v: inout Int) {
    v = 0
    v = -1
}
let g = Gauge()
resetToMinusOne(&g.value)

// Observer on a subclass override of a stored property
class Base {
    var size = 1 { didSet { print("Base didSet \(oldValue) -> \(size)") } }
}
class Derived: Base {
    override var size: Int {
        willSet { print("Derived willSet \(size) -> \(newValue)") }
        didSet { print("Derived didSet \(oldValue) -> \(size)") }
    }
}
let d = Derived()
d.size = 5
d.size += 1

// expect: add begin (count 0)
// expect: add end (count 1)
// expect: willSet: count 0 -> 1
// expect: didSet: old total 0, new total 5
// expect: ---
// expect: bump begin
// expect: add begin (count 1)
// expect: add end (count 2)
// expect: add begin (count 2)
// expect: add end (count 3)
// expect: bump end
// expect: willSet: count 1 -> 3
// expect: didSet: old total 5, new total 25
// expect: ---
// expect: willSet: count 3 -> 103
// expect: didSet: old total 25, new total 25
// expect: triple sees 1
// expect: triple set 3, global level still 1
// expect: level willSet 1 -> 3
// expect: level didSet 1 -> 3
// expect: level: 3
// expect: gauge willSet 0 -> -1
// expect: gauge didSet 0 -> -1
// expect: Derived willSet 1 -> 5
// expect: Base didSet 1 -> 5
// expect: Derived didSet 1 -> 5
// expect: Derived willSet 5 -> 6
// expect: Base didSet 5 -> 6
// expect: Derived didSet 5 -> 6
