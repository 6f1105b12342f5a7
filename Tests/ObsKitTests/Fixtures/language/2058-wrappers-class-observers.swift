// Compiler test style: property wrappers on class and struct properties combined with willSet/didSet observers
var log: [String] = []

@propertyWrapper
struct Rounded {
    private var value: Int = 0
    let step: Int
    init(wrappedValue: Int, step: Int) {
        self.step = step
        self.value = Rounded.snap(wrappedValue, step)
    }
    static func snap(_ v: Int, _ step: Int) -> Int { (v / step) * step }
    var wrappedValue: Int {
        get { value }
        set { value = Rounded.snap(newValue, step) }
    }
    var projectedValue: Int { step }
}

final class Thermostat {
    @Rounded(step: 5) var target: Int = 21 {
        willSet { log.append("will \(target) -> \(newValue)") }
        didSet { log.append("did \(oldValue) -> \(target)") }
    }
    var name: String
    init(name: String) { self.name = name }
}

struct Gauge {
    @Rounded(step: 10) var level: Int = 0 {
        didSet {
            if level > 50 { log.append("gauge high: \(level)") }
        }
    }
}

let t = Thermostat(name: "hall")
print(t.target, t.$target)
t.target = 23
t.target = 27
t.target += 4
print(t.target)
for entry in log { print(entry) }
log.removeAll()

var g = Gauge()
for v in [15, 49, 61, 88, 3] {
    g.level = v
    print("set \(v) -> \(g.level)")
}
for entry in log { print(entry) }
print(g.$level)

let other = t
other.target = 100
print(t.target, log.count)

// expect: 20 5
// expect: 25
// expect: will 20 -> 23
// expect: did 20 -> 20
// expect: will 20 -> 27
// expect: did 20 -> 25
// expect: will 25 -> 29
// expect: did 25 -> 25
// expect: set 15 -> 10
// expect: set 49 -> 40
// expect: set 61 -> 60
// expect: set 88 -> 80
// expect: set 3 -> 0
// expect: gauge high: 60
// expect: gauge high: 80
// expect: 10
// expect: 100 4
