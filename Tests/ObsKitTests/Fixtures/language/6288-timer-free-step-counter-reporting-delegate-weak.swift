// App Development with Swift style (protocols and delegation): a timer-free step counter reporting to a delegate, with weak references and deinit
protocol StepCounterDelegate: AnyObject {
    func stepCounter(_ counter: StepCounter, didReach goal: Int)
    func stepCounterDidUpdate(_ counter: StepCounter)
}

extension StepCounterDelegate {
    func stepCounterDidUpdate(_ counter: StepCounter) {}
}

class StepCounter {
    weak var delegate: StepCounterDelegate?
    let goal: Int
    private(set) var steps = 0 {
        didSet {
            delegate?.stepCounterDidUpdate(self)
            if oldValue < goal && steps >= goal {
                delegate?.stepCounter(self, didReach: goal)
            }
        }
    }
    init(goal: Int) { self.goal = goal }
    func walk(_ n: Int) { steps += n }
}

class Screen: StepCounterDelegate {
    let name: String
    var updates = 0
    init(name: String) { self.name = name; print("\(name) created") }
    func stepCounter(_ counter: StepCounter, didReach goal: Int) {
        print("\(name): goal of \(goal) reached with \(counter.steps) steps!")
    }
    func stepCounterDidUpdate(_ counter: StepCounter) {
        updates += 1
    }
    deinit { print("\(name) released after \(updates) updates") }
}

class QuietScreen: StepCounterDelegate {
    func stepCounter(_ counter: StepCounter, didReach goal: Int) {
        print("quiet: goal \(goal)")
    }
}

let counter = StepCounter(goal: 10_000)
var screen: Screen? = Screen(name: "Watch")
counter.delegate = screen
for chunk in [2_500, 4_000, 3_000, 1_200, 800] {
    counter.walk(chunk)
}
print("Steps: \(counter.steps)")
screen = nil
print("Delegate is nil: \(counter.delegate == nil)")
counter.walk(100)

let quiet = QuietScreen()
let second = StepCounter(goal: 50)
second.delegate = quiet
second.walk(49)
second.walk(1)
second.walk(10)
print("Done")

// expect: Watch created
// expect: Watch: goal of 10000 reached with 10700 steps!
// expect: Steps: 11500
// expect: Watch released after 5 updates
// expect: Delegate is nil: true
// expect: quiet: goal 50
// expect: Done
