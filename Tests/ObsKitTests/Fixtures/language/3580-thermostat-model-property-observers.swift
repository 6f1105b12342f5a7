// App code style: thermostat model with property observers, inout write-back, and lazy stats
struct Thermostat {
    var log: [String] = []
    var target: Int = 20 {
        willSet { log.append("will \(target)->\(newValue)") }
        didSet {
            if target > 28 { target = 28 }
            log.append("did \(oldValue)->\(target)")
        }
    }
    lazy var label: String = {
        log.append("label computed")
        return "T@\(target)"
    }()
}

func bump(_ x: inout Int, by d: Int) {
    x += d
    x += d
}

var t = Thermostat()
t.target = 22
bump(&t.target, by: 2)
t.target += 10
print(t.target)
t.log.forEach { print($0) }
t.log.removeAll()
print(t.label)
t.target = 18
print(t.label, t.log)

final class Sensor {
    var readings: [Int] = [] {
        didSet { print("  readings now \(readings.count), last \(readings.last.map(String.init) ?? "-")") }
    }
    lazy var average: Double = {
        print("  computing average once")
        return Double(readings.reduce(0, +)) / Double(max(readings.count, 1))
    }()
}
let s = Sensor()
s.readings.append(20)
s.readings += [22, 27]
print("avg \(s.average)")
s.readings.removeFirst()
print("avg still \(s.average)")
var copy = t
copy.target = 5
print(t.target, copy.target, copy.log.count - t.log.count)
// expect: 28
// expect: will 20->22
// expect: did 20->22
// expect: will 22->26
// expect: did 22->26
// expect: will 26->36
// expect: did 26->28
// expect: T@28
// expect: T@28 ["label computed", "will 28->18", "did 28->18"]
// expect:   readings now 1, last 20
// expect:   readings now 3, last 27
// expect:   computing average once
// expect: avg 23.0
// expect:   readings now 2, last 27
// expect: avg still 23.0
// expect: 18 5 2
