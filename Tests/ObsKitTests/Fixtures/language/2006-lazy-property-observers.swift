// Compiler test style: lazy properties, willSet/didSet order, observers not firing in init, inherited observers
var events: [String] = []

class Thermostat {
    var target: Int = 20 {
        willSet { events.append("willSet target \(target)->\(newValue)") }
        didSet { events.append("didSet target \(oldValue)->\(target)") }
    }
    lazy var expensive: String = {
        events.append("computing expensive")
        return "T\(target)"
    }()
    var mode = "auto" {
        didSet(previous) {
            if mode == "bad" { mode = previous }
            events.append("mode \(previous)->\(mode)")
        }
    }
    init(target: Int) {
        self.target = target
        self.mode = "init"
        events.append("init done")
    }
}

class SmartThermostat: Thermostat {
    override var target: Int {
        willSet { events.append("sub willSet \(newValue)") }
        didSet { events.append("sub didSet \(oldValue)") }
    }
}

let t = Thermostat(target: 18)
print(events); events = []
t.target = 22
t.target += 1
print(events); events = []
print(t.expensive)
print(t.expensive)
t.target = 30
print(t.expensive)
print(events); events = []
t.mode = "heat"
t.mode = "bad"
print(t.mode, events); events = []

let s = SmartThermostat(target: 10)
print(events); events = []
s.target = 11
print(events); events = []

struct Box {
    var value = 0 {
        didSet { changes += 1 }
    }
    var changes = 0
    lazy var doubled: Int = value * 2
}
var b = Box()
b.value = 5
b.value = 5
print(b.changes, b.doubled)
b.value = 100
print(b.changes, b.doubled)

func bump(_ x: inout Int) { x += 1 }
bump(&b.value)
print(b.changes, b.value)

var global = 1 {
    willSet { print("global will", newValue) }
    didSet { print("global did", oldValue) }
}
global = 2
global *= 3
print(global)

// expect: ["init done"]
// expect: ["willSet target 18->22", "didSet target 18->22", "willSet target 22->23", "didSet target 22->23"]
// expect: T23
// expect: T23
// expect: T23
// expect: ["computing expensive", "willSet target 23->30", "didSet target 23->30"]
// expect: heat ["mode init->heat", "mode heat->heat"]
// expect: ["init done"]
// expect: ["sub willSet 11", "willSet target 10->11", "didSet target 10->11", "sub didSet 10"]
// expect: 2 10
// expect: 3 10
// expect: 4 101
// expect: global will 2
// expect: global did 1
// expect: global will 6
// expect: global did 2
// expect: 6
