// property-observers
// expected output: swiftc 6.3.1 (Linux), run on this machine

class Thermostat {
    var target: Double = 20 {
        willSet { print("target will change \(target) -> \(newValue)") }
        didSet {
            if target > 30 { print("too hot, clamping"); target = 30 }
            print("target did change \(oldValue) -> \(target)")
        }
    }
    var readings: [Double] = [] {
        didSet { print("readings now \(readings.count), last \(readings.last.map { "\($0)" } ?? "none")") }
    }
    lazy var label: String = {
        print("computing label")
        return "Thermostat@\(Int(target))"
    }()
    var average: Double {
        get { readings.isEmpty ? 0 : readings.reduce(0, +) / Double(readings.count) }
        set { readings = [newValue] }
    }
    init() { target = 18 }   // observers do not fire in own init
}

class SmartThermostat: Thermostat {
    override var target: Double {
        didSet { print("smart: notify app (\(target))") }
    }
}

struct StepCounter {
    var steps = 0 {
        didSet {
            if steps - oldValue > 100 { milestones += 1 }
        }
    }
    private(set) var milestones = 0
}

let t = Thermostat()
print("start", t.target)
t.target = 22
t.target = 35
print("final", t.target)
t.readings.append(19.5)
t.readings += [20.5, 21]
print("avg", t.average)
t.average = 10
print(t.readings)
print(t.label)
t.target = 25
print(t.label)
print("--")
let s = SmartThermostat()
s.target = 31
print("--")
var counter = StepCounter()
for bump in [50, 150, 20, 101] { counter.steps += bump }
print(counter.steps, counter.milestones)
func modify(_ x: inout Int) { x += 500 }
modify(&counter.steps)
print(counter.steps, counter.milestones)

var globalScore = 0 {
    didSet { print("score \(oldValue) => \(globalScore)") }
}
globalScore += 5
globalScore = globalScore * 2
struct Rect {
    var w = 1.0, h = 1.0
    var area: Double { w * h }
    var square: Double {
        get { Swift.min(w, h) }
        set { w = newValue; h = newValue }
    }
}
var r = Rect(w: 3, h: 5)
print(r.area, r.square)
r.square = 4
print(r.w, r.h, r.area)

// expect: start 18.0
// expect: target will change 18.0 -> 22.0
// expect: target did change 18.0 -> 22.0
// expect: target will change 22.0 -> 35.0
// expect: too hot, clamping
// expect: target did change 22.0 -> 30.0
// expect: final 30.0
// expect: readings now 1, last 19.5
// expect: readings now 3, last 21.0
// expect: avg 20.333333333333332
// expect: readings now 1, last 10.0
// expect: [10.0]
// expect: computing label
// expect: Thermostat@30
// expect: target will change 30.0 -> 25.0
// expect: target did change 30.0 -> 25.0
// expect: Thermostat@30
// expect: --
// expect: target will change 18.0 -> 31.0
// expect: too hot, clamping
// expect: target did change 18.0 -> 30.0
// expect: smart: notify app (30.0)
// expect: --
// expect: 321 2
// expect: 821 3
// expect: score 0 => 5
// expect: score 5 => 10
// expect: 15.0 3.0
// expect: 4.0 4.0 16.0
