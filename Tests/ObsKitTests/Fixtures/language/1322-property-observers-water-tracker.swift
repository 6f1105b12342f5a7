// Properties: willSet and didSet with default and custom parameter names; not called during init; triggered through in-out.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class WaterTracker {
    var glasses: Int = 0 {
        willSet(newGlasses) {
            print("About to log \(newGlasses) glasses")
        }
        didSet {
            if glasses > oldValue {
                print("Drank \(glasses - oldValue) more")
            }
        }
    }
}
let tracker = WaterTracker()
tracker.glasses = 3
tracker.glasses = 5
tracker.glasses = 2
struct Thermostat {
    var target: Double {
        willSet { print("target will change from \(target) to \(newValue)") }
        didSet {
            if target > 30 {
                print("\(target) is too hot, clamping")
                target = 30
            }
        }
    }
    init(target: Double) {
        self.target = target
        print("initialized with \(self.target) (no observers ran)")
    }
}
var thermo = Thermostat(target: 21)
thermo.target = 35
print("target is", thermo.target)
func bump(_ value: inout Double) { value += 1 }
bump(&thermo.target)
print("after bump:", thermo.target)
final class Settings {
    var log: [String] = []
    var volume = 5 { didSet { log.append("volume \(oldValue)->\(volume)") } }
    var items: [String] = [] { didSet { log.append("items now \(items.count)") } }
}
let s = Settings()
s.volume += 2
s.items.append("a")
s.items.append(contentsOf: ["b", "c"])
let same = s.volume
s.volume = same
print(s.log)

// expect: About to log 3 glasses
// expect: Drank 3 more
// expect: About to log 5 glasses
// expect: Drank 2 more
// expect: About to log 2 glasses
// expect: initialized with 21.0 (no observers ran)
// expect: target will change from 21.0 to 35.0
// expect: 35.0 is too hot, clamping
// expect: target is 30.0
// expect: target will change from 30.0 to 31.0
// expect: 31.0 is too hot, clamping
// expect: after bump: 30.0
// expect: ["volume 5->7", "items now 1", "items now 3", "volume 7->7"]
