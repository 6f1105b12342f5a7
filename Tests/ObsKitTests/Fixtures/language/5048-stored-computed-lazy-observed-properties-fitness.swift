// Book style (Properties): stored, computed, lazy and observed properties on a fitness tracker
struct Workout {
    var minutes: Int
    var caloriesPerMinute = 8
    var totalCalories: Int {
        get { minutes * caloriesPerMinute }
        set { minutes = newValue / caloriesPerMinute }
    }
    var summary: String { "\(minutes) min / \(totalCalories) kcal" }
}

class HistoryLoader {
    var entries: [String]
    init() {
        print("HistoryLoader created")
        entries = ["mon", "wed"]
    }
}

class Tracker {
    lazy var history = HistoryLoader()
    var steps: Int = 0 {
        willSet {
            print("about to set steps to \(newValue)")
        }
        didSet {
            if steps > oldValue {
                print("added \(steps - oldValue) steps")
            } else {
                print("steps went from \(oldValue) down to \(steps)")
            }
        }
    }
    var goal = 1000 {
        didSet(previous) { print("goal changed from \(previous) to \(goal)") }
    }
    var progress: Double { Double(steps) / Double(goal) }
}

var w = Workout(minutes: 30)
print(w.summary)
w.totalCalories = 400
print(w.minutes, w.summary)
w.caloriesPerMinute = 10
print(w)

let t = Tracker()
print("tracker ready")
t.steps = 300
t.steps += 450
t.steps = 100
t.goal = 500
print(t.progress)
print("before history")
print(t.history.entries)
t.history.entries.append("fri")
print(t.history.entries.count)

struct Thermostat {
    var celsius: Double = 20 {
        didSet { print("thermostat now \(celsius)") }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var th = Thermostat()
th.fahrenheit = 212
print(th.celsius, th.fahrenheit)
th.celsius += 1.5
print(th)

// expect: 30 min / 240 kcal
// expect: 50 50 min / 400 kcal
// expect: Workout(minutes: 50, caloriesPerMinute: 10)
// expect: tracker ready
// expect: about to set steps to 300
// expect: added 300 steps
// expect: about to set steps to 750
// expect: added 450 steps
// expect: about to set steps to 100
// expect: steps went from 750 down to 100
// expect: goal changed from 1000 to 500
// expect: 0.2
// expect: before history
// expect: HistoryLoader created
// expect: ["mon", "wed"]
// expect: 3
// expect: thermostat now 100.0
// expect: 100.0 212.0
// expect: thermostat now 101.5
// expect: Thermostat(celsius: 101.5)
