// Compiler test style: willSet/didSet observers with default and custom parameter names, inout triggering
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            } else {
                print("No increase (was \(oldValue))")
            }
        }
    }
}

let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 100

func addTen(_ value: inout Int) {
    value += 10
}
addTen(&stepCounter.totalSteps)

struct Thermostat {
    var target: Double = 20 {
        didSet {
            if target > 30 { target = 30 }
            if target < 10 { target = 10 }
        }
    }
}
var t = Thermostat()
t.target = 45
print(t.target)
t.target = 2
print(t.target)
t.target = 22.5
print(t.target)

var globalLevel = 1 {
    didSet { print("global level \(oldValue) -> \(globalLevel)") }
}
globalLevel += 4
globalLevel = 5
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: No increase (was 360)
// expect: About to set totalSteps to 110
// expect: Added 10 steps
// expect: 30.0
// expect: 10.0
// expect: 22.5
// expect: global level 1 -> 5
// expect: global level 5 -> 5
