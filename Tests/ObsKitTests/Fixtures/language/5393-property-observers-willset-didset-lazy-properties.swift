// Hacking with Swift style: property observers willSet/didSet, lazy properties, static counters and computed properties
class Thermostat {
    static var instances = 0
    var target: Double = 20 {
        willSet { print("target will change \(target) -> \(newValue)") }
        didSet {
            if target > 30 {
                print("clamping \(target)")
                target = 30
            }
            print("target did change from \(oldValue)")
        }
    }
    lazy var report: String = {
        print("building report")
        return "Thermostat #\(id)"
    }()
    let id: Int
    var fahrenheit: Double {
        get { target * 9 / 5 + 32 }
        set { target = (newValue - 32) * 5 / 9 }
    }
    init() {
        Thermostat.instances += 1
        id = Thermostat.instances
    }
}

let t = Thermostat()
t.target = 22.5
t.target = 35
print(t.target)
t.fahrenheit = 212
print(t.target, t.fahrenheit)
print("before lazy")
print(t.report)
print(t.report)
let t2 = Thermostat()
print(t2.report, Thermostat.instances)

struct Progress {
    var done = 0 {
        didSet { print("progress \(done)/\(total)") }
    }
    let total: Int
    var fraction: Double { Double(done) / Double(total) }
}
var p = Progress(total: 4)
p.done += 1
p.done = 3
print(p.fraction)

// expect: target will change 20.0 -> 22.5
// expect: target did change from 20.0
// expect: target will change 22.5 -> 35.0
// expect: clamping 35.0
// expect: target did change from 22.5
// expect: 30.0
// expect: target will change 30.0 -> 100.0
// expect: clamping 100.0
// expect: target did change from 30.0
// expect: 30.0 86.0
// expect: before lazy
// expect: building report
// expect: Thermostat #1
// expect: Thermostat #1
// expect: building report
// expect: Thermostat #2 2
// expect: progress 1/4
// expect: progress 3/4
// expect: 0.75
