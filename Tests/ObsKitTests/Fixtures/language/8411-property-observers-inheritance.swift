// Compiler-test style: willSet/didSet observers, observers added by overriding in subclasses, and computed overrides
var trace: [String] = []

class Thermostat {
    var target: Int = 20 {
        willSet { trace.append("base willSet \(target)->\(newValue)") }
        didSet {
            trace.append("base didSet \(oldValue)->\(target)")
            if target > 30 { target = 30 }
        }
    }
    var mode: String { "auto" }
}

class SmartThermostat: Thermostat {
    override var target: Int {
        willSet { trace.append("smart willSet \(newValue)") }
        didSet { trace.append("smart didSet now \(target)") }
    }
    override var mode: String { "smart+" + super.mode }
}

class Display: Thermostat {
    var shown = ""
    override var target: Int {
        get { super.target }
        set { super.target = newValue; shown = "T=\(super.target)" }
    }
}

func flush(_ t: String) { print(t); for e in trace { print("  " + e) }; trace.removeAll() }

let t = Thermostat()
t.target = 35
flush("base set 35 -> \(t.target)")
let s = SmartThermostat()
s.target = 22
flush("smart set 22 -> \(s.target)")
print(s.mode)
let d = Display()
d.target = 40
flush("display shown \(d.shown)")

struct Wallet {
    var coins: [Int] = [] { didSet { print("coins changed: \(oldValue.count) -> \(coins.count)") } }
}
var w = Wallet()
w.coins.append(5)
w.coins += [1, 2]
w.coins[0] = 9

// expect: base set 35 -> 30
// expect:   base willSet 20->35
// expect:   base didSet 20->35
// expect: smart set 22 -> 22
// expect:   smart willSet 22
// expect:   base willSet 20->22
// expect:   base didSet 20->22
// expect:   smart didSet now 22
// expect: smart+auto
// expect: display shown T=30
// expect:   base willSet 20->40
// expect:   base didSet 20->40
// expect: coins changed: 0 -> 1
// expect: coins changed: 1 -> 3
// expect: coins changed: 3 -> 3
