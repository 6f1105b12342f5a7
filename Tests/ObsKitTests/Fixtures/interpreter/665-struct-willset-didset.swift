// Property observers: willSet sees newValue, didSet sees oldValue; not called during init.
struct StepCounter {
    var steps: Int = 0 {
        willSet { print("about to set steps to \(newValue)") }
        didSet {
            if steps > oldValue { print("added \(steps - oldValue) steps") }
            else { print("steps went from \(oldValue) to \(steps)") }
        }
    }
}
var counter = StepCounter(steps: 10)
print("created with", counter.steps)
counter.steps = 25
counter.steps += 5
counter.steps = 3
struct Bounded {
    var value: Int {
        didSet { if value > 100 { value = 100 } }
    }
}
var b = Bounded(value: 500)
print(b.value)
b.value = 250
print(b.value)

// expect: created with 10
// expect: about to set steps to 25
// expect: added 15 steps
// expect: about to set steps to 30
// expect: added 5 steps
// expect: about to set steps to 3
// expect: steps went from 30 to 3
// expect: 500
// expect: 100
