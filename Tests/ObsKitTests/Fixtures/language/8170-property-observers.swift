// Course exercise: willSet and didSet property observers, including on inherited properties
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            } else {
                print("No steps added")
            }
        }
    }
}

struct Thermostat {
    var target: Int = 20 {
        didSet {
            if target < 10 || target > 30 {
                print("target \(target) out of range, restoring \(oldValue)")
                target = oldValue
            }
        }
    }
}

class Shape {
    var sides = 3
}

class ObservedShape: Shape {
    override var sides: Int {
        didSet { print("sides changed from \(oldValue) to \(sides)") }
    }
}

let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 100

var thermostat = Thermostat()
thermostat.target = 25
thermostat.target = 45
print("thermostat target: \(thermostat.target)")

let shape = ObservedShape()
shape.sides = 4
shape.sides += 1
print("final sides: \(shape.sides)")

// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: No steps added
// expect: target 45 out of range, restoring 25
// expect: thermostat target: 25
// expect: sides changed from 3 to 4
// expect: sides changed from 4 to 5
// expect: final sides: 5
