// Swift book style (property observers): willSet and didSet order with oldValue and newValue
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}

let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 896
stepCounter.totalSteps = 100

struct Thermostat {
    var target: Double = 20 {
        willSet { print("will change \(target) -> \(newValue)") }
        didSet { print("did change \(oldValue) -> \(target)") }
    }
}

var t = Thermostat()
t.target = 22.5
t.target += 1

func adjust(_ value: inout Double) {
    print("in adjust")
    value -= 3
}
adjust(&t.target)
print("final \(t.target)")
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 896
// expect: Added 536 steps
// expect: About to set totalSteps to 100
// expect: will change 20.0 -> 22.5
// expect: did change 20.0 -> 22.5
// expect: will change 22.5 -> 23.5
// expect: did change 22.5 -> 23.5
// expect: in adjust
// expect: will change 23.5 -> 20.5
// expect: did change 23.5 -> 20.5
// expect: final 20.5
