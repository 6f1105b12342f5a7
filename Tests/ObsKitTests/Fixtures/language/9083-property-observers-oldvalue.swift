// Compiler test style: property observers — willSet/didSet with newValue/oldValue, no firing in init, overriding observers in subclasses, and self-assignment inside didSet
var log: [String] = []

class Thermostat {
    var target: Int = 20 {
        willSet { log.append("will \(target)->\(newValue)") }
        didSet {
            log.append("did \(oldValue)->\(target)")
            if target > 30 { target = 30 }  // assignment inside didSet does not re-trigger
        }
    }
    init(target: Int) {
        self.target = target   // observers do not fire in the class's own init
    }
}

let t = Thermostat(target: 18)
print(t.target, log)
t.target = 22
t.target = 35
print(t.target, log)

log.removeAll()
class SmartThermostat: Thermostat {
    override var target: Int {
        willSet { log.append("sub will \(newValue)") }
        didSet { log.append("sub did \(oldValue)") }
    }
    override init(target: Int) {
        super.init(target: target)
        self.target = target + 1   // fires observers: superclass property set from subclass init
    }
}
let s = SmartThermostat(target: 10)
print(s.target, log)
log.removeAll()
s.target = 40
print(s.target, log)

// Custom names for newValue/oldValue and observers on local variables.
log.removeAll()
var score = 0 {
    willSet(incoming) { log.append("incoming \(incoming)") }
    didSet(previous) { log.append("previous \(previous)") }
}
score += 5
score = 5
print(score, log)

// Struct observers fire when the whole value is reassigned or mutated in place.
struct Stats {
    var values: [Int] = [] {
        didSet { log.append("values \(oldValue.count)->\(values.count)") }
    }
    var name = "" {
        didSet { if name != oldValue { log.append("renamed \(oldValue)->\(name)") } }
    }
}
log.removeAll()
var stats = Stats()
stats.values.append(1)
stats.values += [2, 3]
stats.values[0] = 9
stats.name = "a"
stats.name = "a"
stats.name.append("b")
print(stats.values, stats.name)
print(log.joined(separator: "; "))

// Observers on a property of a struct stored in a class.
final class Holder {
    var stats = Stats() {
        didSet { log.append("holder stats changed") }
    }
}
log.removeAll()
let h = Holder()
h.stats.values.removeAll()
h.stats.name = "z"
print(log)

// expect: 18 []
// expect: 30 ["will 18->22", "did 18->22", "will 22->35", "did 22->35"]
// expect: 11 ["sub will 11", "will 10->11", "did 10->11", "sub did 10"]
// expect: 30 ["sub will 40", "will 11->40", "did 11->40", "sub did 11"]
// expect: 5 ["incoming 5", "previous 0", "incoming 5", "previous 5"]
// expect: [9, 2, 3] ab
// expect: values 0->1; values 1->3; values 3->3; renamed ->a; renamed a->ab
// expect: ["values 0->0", "holder stats changed", "renamed ->z", "holder stats changed"]
