// Develop in Swift style (workout tracker): workouts as structs with an enum type, a tracker class, weekly summary and formatted durations
import Foundation

enum Activity: String, CaseIterable {
    case running = "Running", cycling = "Cycling", swimming = "Swimming", yoga = "Yoga"
    var caloriesPerMinute: Double {
        switch self {
        case .running: return 11.4
        case .cycling: return 8.5
        case .swimming: return 9.8
        case .yoga: return 3.2
        }
    }
}

struct Workout {
    let day: Int
    let activity: Activity
    let minutes: Int
    var calories: Double { Double(minutes) * activity.caloriesPerMinute }
    var durationText: String {
        let h = minutes / 60, m = minutes % 60
        return h > 0 ? "\(h)h \(m)m" : "\(m)m"
    }
}

class Tracker {
    private(set) var workouts: [Workout] = []
    var weeklyGoalMinutes = 300
    func log(_ activity: Activity, minutes: Int, day: Int) {
        workouts.append(Workout(day: day, activity: activity, minutes: minutes))
    }
    var totalMinutes: Int { workouts.reduce(0) { $0 + $1.minutes } }
    var goalProgress: Double { Double(totalMinutes) / Double(weeklyGoalMinutes) }
    func minutes(for activity: Activity) -> Int {
        workouts.filter { $0.activity == activity }.map(\.minutes).reduce(0, +)
    }
}

let tracker = Tracker()
tracker.log(.running, minutes: 32, day: 1)
tracker.log(.yoga, minutes: 60, day: 2)
tracker.log(.cycling, minutes: 95, day: 3)
tracker.log(.running, minutes: 28, day: 5)
tracker.log(.swimming, minutes: 45, day: 6)

for w in tracker.workouts {
    print("Day \(w.day): \(w.activity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(w.durationText) \(String(format: "%.1f", w.calories)) kcal")
}
print("Total: \(tracker.totalMinutes) min")
print(String(format: "Goal progress: %.0f%%", tracker.goalProgress * 100))
for a in Activity.allCases {
    let m = tracker.minutes(for: a)
    let bar = String(repeating: "#", count: m / 10)
    print("\(a.rawValue.prefix(3)) \(bar) \(m)")
}
let best = tracker.workouts.max { $0.calories < $1.calories }!
print("Most calories: day \(best.day), \(best.activity.rawValue)")
let restDays = Set(1...7).subtracting(tracker.workouts.map(\.day)).sorted()
print("Rest days: \(restDays)")
let totalCalories = tracker.workouts.reduce(0.0) { $0 + $1.calories }
print("Calories: \(Int(totalCalories.rounded())), average \((totalCalories / Double(tracker.workouts.count)).rounded())")

// expect: Day 1: Running   32m 364.8 kcal
// expect: Day 2: Yoga      1h 0m 192.0 kcal
// expect: Day 3: Cycling   1h 35m 807.5 kcal
// expect: Day 5: Running   28m 319.2 kcal
// expect: Day 6: Swimming  45m 441.0 kcal
// expect: Total: 260 min
// expect: Goal progress: 87%
// expect: Run ###### 60
// expect: Cyc ######### 95
// expect: Swi #### 45
// expect: Yog ###### 60
// expect: Most calories: day 3, Cycling
// expect: Rest days: [4, 7]
// expect: Calories: 2125, average 425.0
