// Swift book style (property observers): a subclass adds willSet/didSet to an inherited stored property and an inherited computed one
class Thermostat {
    var target: Int = 20
    var offset = 0
    var effective: Int {
        get { target + offset }
        set { offset = newValue - target }
    }
    func nudge() { target += 1 }
}

class LoggedThermostat: Thermostat {
    var history: [String] = []
    override var target: Int {
        willSet { history.append("will \(target)->\(newValue)") }
        didSet {
            history.append("did \(oldValue)->\(target)")
            if target > 25 {
                print("capping \(target)")
                target = 25
            }
        }
    }
    override var effective: Int {
        didSet { history.append("effective now \(effective)") }
    }
}

let plain = Thermostat()
plain.nudge()
plain.effective = 30
print(plain.target, plain.offset, plain.effective)

let logged = LoggedThermostat()
logged.target = 22
logged.nudge()
logged.target = 40
logged.effective = 27
print(logged.target, logged.offset, logged.effective)
for line in logged.history {
    print(" ", line)
}
let base: Thermostat = logged
base.target = 18
print(logged.history.count, logged.history.last ?? "-")

// expect: 21 9 30
// expect: capping 40
// expect: 25 2 27
// expect:   will 20->22
// expect:   did 20->22
// expect:   will 22->23
// expect:   did 22->23
// expect:   will 23->40
// expect:   did 23->40
// expect:   will 40->25
// expect:   did 40->25
// expect:   effective now 27
// expect: 11 did 25->18
