// Compiler test style: property observers added by subclass overrides, super observers, and init not triggering observers
class Thermostat {
    var target: Int = 20 {
        willSet { print("  Base willSet \(target) -> \(newValue)") }
        didSet { print("  Base didSet \(oldValue) -> \(target)") }
    }
    var mode: String { get { "auto" } set { print("  Base mode setter \(newValue)") } }
    init(target: Int) { self.target = target }
}

class SmartThermostat: Thermostat {
    var changes = 0
    override var target: Int {
        willSet { print("  Smart willSet \(target) -> \(newValue)") }
        didSet { changes += 1; print("  Smart didSet \(oldValue) -> \(target) (changes \(changes))") }
    }
    override var mode: String {
        didSet { print("  Smart mode didSet old=\(oldValue) new=\(mode)") }
    }
    override init(target: Int) {
        super.init(target: target)
        print("  Smart init done")
        self.target = target + 1
    }
}

print("init smart")
let smart = SmartThermostat(target: 21)
print("set smart")
smart.target = 25
print("mode on smart")
smart.mode = "eco"
print("through base reference")
let ref: Thermostat = smart
ref.target = 30
print("final \(smart.target) changes \(smart.changes)")
// expect: init smart
// expect:   Smart init done
// expect:   Smart willSet 21 -> 22
// expect:   Base willSet 21 -> 22
// expect:   Base didSet 21 -> 22
// expect:   Smart didSet 21 -> 22 (changes 1)
// expect: set smart
// expect:   Smart willSet 22 -> 25
// expect:   Base willSet 22 -> 25
// expect:   Base didSet 22 -> 25
// expect:   Smart didSet 22 -> 25 (changes 2)
// expect: mode on smart
// expect:   Base mode setter eco
// expect:   Smart mode didSet old=auto new=auto
// expect: through base reference
// expect:   Smart willSet 25 -> 30
// expect:   Base willSet 25 -> 30
// expect:   Base didSet 25 -> 30
// expect:   Smart didSet 25 -> 30 (changes 3)
// expect: final 30 changes 3
