// App model layer: a workout tracker with enums, associated values and computed statistics
enum Activity: CustomStringConvertible {
    case run(km: Double, minutes: Int)
    case lift(sets: Int, reps: Int, kg: Double)
    case yoga(minutes: Int)

    var minutes: Int {
        switch self {
        case .run(_, let m), .yoga(let m): return m
        case .lift(let sets, _, _): return sets * 3
        }
    }

    var calories: Int {
        switch self {
        case .run(let km, _): return Int(km * 62)
        case let .lift(sets, reps, kg): return Int(Double(sets * reps) * kg * 0.05)
        case .yoga(let m): return m * 4
        }
    }

    var description: String {
        switch self {
        case let .run(km, m): return "run \(km) km in \(m) min"
        case let .lift(s, r, kg): return "lift \(s)x\(r) @ \(kg) kg"
        case .yoga(let m): return "yoga \(m) min"
        }
    }
}

struct Workout {
    let day: Int
    let activity: Activity
}

struct WorkoutStats {
    let workouts: [Workout]
    var totalMinutes: Int { workouts.reduce(0) { $0 + $1.activity.minutes } }
    var totalCalories: Int { workouts.map(\.activity.calories).reduce(0, +) }
    var runs: [(km: Double, minutes: Int)] {
        workouts.compactMap { if case let .run(km, m) = $0.activity { return (km, m) } else { return nil } }
    }
    var bestPace: Double? {
        runs.map { Double($0.minutes) / $0.km }.min()
    }
    var activeDays: Int { Set(workouts.map(\.day)).count }
}

let log = [
    Workout(day: 1, activity: .run(km: 5, minutes: 30)),
    Workout(day: 1, activity: .lift(sets: 4, reps: 10, kg: 60)),
    Workout(day: 2, activity: .yoga(minutes: 45)),
    Workout(day: 4, activity: .run(km: 8, minutes: 44)),
    Workout(day: 5, activity: .lift(sets: 5, reps: 5, kg: 100)),
]
for w in log { print("day \(w.day): \(w.activity) -> \(w.activity.calories) kcal") }
let stats = WorkoutStats(workouts: log)
print("minutes: \(stats.totalMinutes), calories: \(stats.totalCalories), days: \(stats.activeDays)")
if let pace = stats.bestPace { print("best pace: \(pace) min/km") }
print("total km: \(stats.runs.map(\.km).reduce(0, +))")

// expect: day 1: run 5.0 km in 30 min -> 310 kcal
// expect: day 1: lift 4x10 @ 60.0 kg -> 120 kcal
// expect: day 2: yoga 45 min -> 180 kcal
// expect: day 4: run 8.0 km in 44 min -> 496 kcal
// expect: day 5: lift 5x5 @ 100.0 kg -> 125 kcal
// expect: minutes: 146, calories: 1231, days: 4
// expect: best pace: 5.5 min/km
// expect: total km: 13.0
