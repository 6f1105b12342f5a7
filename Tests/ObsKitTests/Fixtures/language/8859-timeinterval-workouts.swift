// Apple docs style (TimeInterval): summarizing workout durations and paces
import Foundation

struct Workout {
    var name: String
    var start: Date
    var duration: TimeInterval
    var distanceKm: Double
}

let base = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01 00:00 UTC
let workouts = [
    Workout(name: "Morning run", start: base.addingTimeInterval(7 * 3600), duration: 31 * 60 + 12, distanceKm: 5.2),
    Workout(name: "Lunch walk", start: base.addingTimeInterval(12.5 * 3600), duration: 45 * 60, distanceKm: 3.9),
    Workout(name: "Long ride", start: base.addingTimeInterval(86_400 + 9 * 3600), duration: 2 * 3600 + 5 * 60 + 30, distanceKm: 58.4),
]

func clock(_ interval: TimeInterval) -> String {
    let total = Int(interval.rounded())
    let h = total / 3600
    let m = (total % 3600) / 60
    let s = total % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")!
formatter.dateFormat = "EEE HH:mm"

for workout in workouts {
    let pace = workout.duration / workout.distanceKm
    let end = workout.start.addingTimeInterval(workout.duration)
    print("\(workout.name): \(clock(workout.duration)), pace \(clock(pace))/km, \(formatter.string(from: workout.start))-\(formatter.string(from: end))")
}

let totalTime = workouts.map(\.duration).reduce(0, +)
print("total time: \(clock(totalTime)) (\(totalTime) s)")
print(String(format: "total hours: %.2f", totalTime / 3600))

let longest = workouts.max { $0.duration < $1.duration }!
print("longest: \(longest.name)")

let gaps = zip(workouts, workouts.dropFirst()).map { pair in
    pair.1.start.timeIntervalSince(pair.0.start.addingTimeInterval(pair.0.duration))
}
print("rest between workouts: \(gaps.map { clock($0) })")
print("goal of 3h reached: \(totalTime >= 3 * 3600)")

// expect: Morning run: 31:12, pace 6:00/km, Mon 07:00-Mon 07:31
// expect: Lunch walk: 45:00, pace 11:32/km, Mon 12:30-Mon 13:15
// expect: Long ride: 2:05:30, pace 2:09/km, Tue 09:00-Tue 11:05
// expect: total time: 3:21:42 (12102.0 s)
// expect: total hours: 3.36
// expect: longest: Long ride
// expect: rest between workouts: ["4:58:48", "19:45:00"]
// expect: goal of 3h reached: true
