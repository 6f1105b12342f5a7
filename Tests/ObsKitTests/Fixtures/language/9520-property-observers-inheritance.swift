// Property observers: willSet/didSet order, overriding observers in subclasses, observers during init, and inout triggering (expected output from swiftc 6.3.1 on Linux)
class Sensor {
    var reading: Int = 0 {
        willSet { print("  Sensor.willSet \(reading) -> \(newValue)") }
        didSet { print("  Sensor.didSet \(oldValue) -> \(reading)") }
    }
    var unit: String {
        get { "raw" }
        set { print("  Sensor.unit set to \(newValue) (ignored)") }
    }
    init(start: Int) {
        reading = start
        print("  Sensor.init done, reading=\(reading)")
    }
}

class FilteredSensor: Sensor {
    override var reading: Int {
        willSet { print("  Filtered.willSet \(newValue)") }
        didSet {
            print("  Filtered.didSet \(oldValue) -> \(reading)")
            if reading < 0 { reading = 0 }
        }
    }
    override var unit: String {
        didSet { print("  Filtered.unit didSet old=\(oldValue)") }
    }
    override init(start: Int) {
        super.init(start: start)
        reading = start * 2
        print("  Filtered.init done, reading=\(reading)")
    }
}

print("make base")
let s = Sensor(start: 1)
s.reading = 5
print("make filtered")
let f = FilteredSensor(start: 3)
print("set negative")
f.reading = -4
print("value", f.reading)
print("set unit")
f.unit = "C"
print("compound")
f.reading += 10

struct Tracker {
    var value = 0 { didSet { changes += 1 } }
    var changes = 0
    var same = "" {
        didSet { if same == oldValue { print("  assigned same value") } }
    }
}
func addTen(_ x: inout Int) { x += 10 }
var t = Tracker()
t.value = 1
addTen(&t.value)
t.value += 0
t.same = ""
print("changes", t.changes, t.value)

var global = 1 {
    willSet { print("  global willSet \(newValue)") }
    didSet { print("  global didSet \(oldValue)") }
}
global *= 3
func localObserved() {
    var local = "a" { didSet { print("  local didSet \(oldValue)->\(local)") } }
    local += "b"
    local = local.uppercased()
}
localObserved()

// expect: make base
// expect:   Sensor.init done, reading=1
// expect:   Sensor.willSet 1 -> 5
// expect:   Sensor.didSet 1 -> 5
// expect: make filtered
// expect:   Sensor.init done, reading=3
// expect:   Filtered.willSet 6
// expect:   Sensor.willSet 3 -> 6
// expect:   Sensor.didSet 3 -> 6
// expect:   Filtered.didSet 3 -> 6
// expect:   Filtered.init done, reading=6
// expect: set negative
// expect:   Filtered.willSet -4
// expect:   Sensor.willSet 6 -> -4
// expect:   Sensor.didSet 6 -> -4
// expect:   Filtered.didSet 6 -> -4
// expect:   Filtered.willSet 0
// expect:   Sensor.willSet -4 -> 0
// expect:   Sensor.didSet -4 -> 0
// expect:   Filtered.didSet -4 -> 0
// expect: value 0
// expect: set unit
// expect:   Sensor.unit set to C (ignored)
// expect:   Filtered.unit didSet old=raw
// expect: compound
// expect:   Filtered.willSet 10
// expect:   Sensor.willSet 0 -> 10
// expect:   Sensor.didSet 0 -> 10
// expect:   Filtered.didSet 0 -> 10
// expect:   assigned same value
// expect: changes 3 11
// expect:   global willSet 3
// expect:   global didSet 1
// expect:   local didSet a->ab
// expect:   local didSet ab->AB
