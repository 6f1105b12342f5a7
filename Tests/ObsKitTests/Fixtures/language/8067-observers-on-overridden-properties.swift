// Compiler test style: willSet/didSet on overridden stored and computed properties and their ordering
class Thermostat {
    var target: Int = 20 {
        willSet { print("  Base.willSet \(target) -> \(newValue)") }
        didSet { print("  Base.didSet \(oldValue) -> \(target)") }
    }
    var mode: String {
        get { "auto@\(target)" }
        set { print("  Base.mode.set \(newValue)"); target = Int(newValue) ?? target }
    }
}

class SmartThermostat: Thermostat {
    var history: [Int] = []
    override var target: Int {
        willSet { print("  Smart.willSet \(target) -> \(newValue)") }
        didSet {
            print("  Smart.didSet \(oldValue) -> \(target)")
            history.append(target)
        }
    }
    override var mode: String {
        didSet { print("  Smart.mode.didSet old=\(oldValue) now=\(mode)") }
    }
}

let t = SmartThermostat()
print("assign 22")
t.target = 22
print("compound += 3")
t.target += 3
print("set mode 18")
t.mode = "18"
print("history", t.history)

// Observers don't fire during the class's own init, but do fire for inherited properties
class Clamped: Thermostat {
    override init() {
        super.init()
        print("  Clamped.init setting target")
        target = 30
    }
    override var target: Int {
        didSet {
            if target > 25 { print("  Clamped clamps \(target)"); target = 25 }
        }
    }
}
print("make Clamped")
let c = Clamped()
print("value", c.target)

// inout on an observed property triggers observers once after the call
func triple(_ x: inout Int) { x *= 3; print("  inside triple x=\(x)") }
print("inout triple")
let plain = Thermostat()
triple(&plain.target)
print("final", plain.target)

// Struct observers and mutating through a method
struct Gauge {
    var level = 0 { didSet { print("  Gauge \(oldValue) => \(level)") } }
    mutating func fill() { level = 10; level -= 1 }
}
var g = Gauge()
print("gauge fill")
g.fill()

// expect: assign 22
// expect:   Smart.willSet 20 -> 22
// expect:   Base.willSet 20 -> 22
// expect:   Base.didSet 20 -> 22
// expect:   Smart.didSet 20 -> 22
// expect: compound += 3
// expect:   Smart.willSet 22 -> 25
// expect:   Base.willSet 22 -> 25
// expect:   Base.didSet 22 -> 25
// expect:   Smart.didSet 22 -> 25
// expect: set mode 18
// expect:   Base.mode.set 18
// expect:   Smart.willSet 25 -> 18
// expect:   Base.willSet 25 -> 18
// expect:   Base.didSet 25 -> 18
// expect:   Smart.didSet 25 -> 18
// expect:   Smart.mode.didSet old=auto@25 now=auto@18
// expect: history [22, 25, 18]
// expect: make Clamped
// expect:   Clamped.init setting target
// expect:   Base.willSet 20 -> 30
// expect:   Base.didSet 20 -> 30
// expect:   Clamped clamps 30
// expect:   Base.willSet 30 -> 25
// expect:   Base.didSet 30 -> 25
// expect: value 25
// expect: inout triple
// expect:   inside triple x=60
// expect:   Base.willSet 20 -> 60
// expect:   Base.didSet 20 -> 60
// expect: final 60
// expect: gauge fill
// expect:   Gauge 0 => 10
// expect:   Gauge 10 => 9
