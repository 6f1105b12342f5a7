// App code style: a workout timer summarising TimeInterval durations as h:mm:ss and paces
import Foundation

func clock(_ t: TimeInterval) -> String {
    let total = Int(t.rounded())
    let h = total / 3600, m = (total % 3600) / 60, s = total % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}

let laps: [TimeInterval] = [92.4, 88.75, 95.1, 101.6, 87.2, 90.0]
for (i, lap) in laps.enumerated() {
    print("lap \(i + 1): \(clock(lap)) (\(lap)s)")
}
let total = laps.reduce(0, +)
print("total:", clock(total), "raw:", total)
let average = total / Double(laps.count)
print(String(format: "average lap: %.2f s", average))
let fastest = laps.min()!, slowest = laps.max()!
print("fastest \(clock(fastest)), slowest \(clock(slowest)), spread \(String(format: "%.2f", slowest - fastest))")

let distanceKm = 2.4
let pace = total / distanceKm
print("pace per km:", clock(pace))
let hourly = 3600 / total * distanceKm
print(String(format: "speed: %.2f km/h", hourly))

let workouts: [TimeInterval] = [45 * 60, 1.5 * 3600, 20 * 60 + 30, 2 * 3600 + 5]
print("workouts:", workouts.map(clock))
let week = workouts.reduce(0, +)
print("week:", clock(week), "hours:", week / 3600)
print("minutes remainder:", week.truncatingRemainder(dividingBy: 3600) / 60)
let goal: TimeInterval = 5 * 3600
let progress = week / goal
print(String(format: "goal progress: %.1f%%", progress * 100))
let start = Date(timeIntervalSince1970: 1_700_000_000)
let finish = start + week
print("finish - start:", finish.timeIntervalSince(start), "same as week:", finish.timeIntervalSince(start) == week)
// expect: lap 1: 1:32 (92.4s)
// expect: lap 2: 1:29 (88.75s)
// expect: lap 3: 1:35 (95.1s)
// expect: lap 4: 1:42 (101.6s)
// expect: lap 5: 1:27 (87.2s)
// expect: lap 6: 1:30 (90.0s)
// expect: total: 9:15 raw: 555.05
// expect: average lap: 92.51 s
// expect: fastest 1:27, slowest 1:42, spread 14.40
// expect: pace per km: 3:51
// expect: speed: 15.57 km/h
// expect: workouts: ["45:00", "1:30:00", "20:30", "2:00:05"]
// expect: week: 4:35:35 hours: 4.593055555555556
// expect: minutes remainder: 35.583333333333336
// expect: goal progress: 91.9%
// expect: finish - start: 16535.0 same as week: true
