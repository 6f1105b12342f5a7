// willSet and didSet observers
class StepCounter {
    var steps: Int = 0 {
        willSet(newTotal) {
            print("about to set steps to \(newTotal)")
        }
        didSet {
            if steps > oldValue {
                print("added \(steps - oldValue) steps")
            } else {
                print("no increase (was \(oldValue))")
            }
        }
    }
}

let counter = StepCounter()
counter.steps = 200
counter.steps = 360
counter.steps = 100
counter.steps += 5
print(counter.steps)

struct Clamped {
    var level = 0 {
        didSet { if level > 10 { level = 10 } }
    }
}
var cl = Clamped()
cl.level = 42
print(cl.level)

// expect: about to set steps to 200
// expect: added 200 steps
// expect: about to set steps to 360
// expect: added 160 steps
// expect: about to set steps to 100
// expect: no increase (was 360)
// expect: about to set steps to 105
// expect: added 5 steps
// expect: 105
// expect: 10
