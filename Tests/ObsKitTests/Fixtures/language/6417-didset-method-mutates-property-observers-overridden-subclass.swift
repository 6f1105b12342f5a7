// Quiz post style (property observers on classes): didSet when a method mutates the property, observers overridden in a subclass, and init not triggering them
class Thermostat {
    var target = 20 {
        willSet { print("  base willSet \(target)->\(newValue)") }
        didSet { print("  base didSet \(oldValue)->\(target)") }
    }
    var history: [Int] = [] {
        didSet { print("  history now \(history)") }
    }
    init(start: Int) {
        target = start
        history = [start]
    }
    func raise(by n: Int) {
        target += n
        history.append(target)
    }
}

class Smart: Thermostat {
    override var target: Int {
        didSet { print("  smart didSet \(oldValue)->\(target)") }
    }
    override init(start: Int) {
        super.init(start: start)
        target = start + 1
    }
}

// Puzzle: which observer lines are printed, and in which order?
print("make base")
let t = Thermostat(start: 18)
print("raise")
t.raise(by: 2)
print("make smart")
let s = Smart(start: 10)
print("set smart")
s.target = 30
print("values:", t.target, s.target, s.history)

struct Box {
    var items: [String] = [] { didSet { print("  box didSet \(oldValue.count)->\(items.count)") } }
}
var boxes = [Box(), Box()]
print("append through array")
boxes[1].items.append("x")
var copy = boxes[1]
copy.items = []
print("counts:", boxes.map { $0.items.count })

// expect: make base
// expect: raise
// expect:   base willSet 18->20
// expect:   base didSet 18->20
// expect:   history now [18, 20]
// expect: make smart
// expect:   base willSet 10->11
// expect:   base didSet 10->11
// expect:   smart didSet 10->11
// expect: set smart
// expect:   base willSet 11->30
// expect:   base didSet 11->30
// expect:   smart didSet 11->30
// expect: values: 20 30 [10]
// expect: append through array
// expect:   box didSet 0->1
// expect:   box didSet 1->0
// expect: counts: [0, 1]
