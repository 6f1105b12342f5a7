// Hacking with Swift style (sleep tracker): nights that cross midnight as DateInterval values, averages and the longest night
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(secondsFromGMT: 2 * 3600)!

let clock = DateFormatter()
clock.locale = Locale(identifier: "en_US_POSIX")
clock.timeZone = calendar.timeZone
clock.dateFormat = "EEE HH:mm"

func at(day: Int, _ hour: Int, _ minute: Int) -> Date {
    calendar.date(from: DateComponents(year: 2024, month: 9, day: day, hour: hour, minute: minute))!
}

let nights = [
    DateInterval(start: at(day: 2, 23, 10), end: at(day: 3, 6, 45)),
    DateInterval(start: at(day: 3, 22, 30), end: at(day: 4, 6, 0)),
    DateInterval(start: at(day: 5, 0, 45), end: at(day: 5, 7, 15)),
    DateInterval(start: at(day: 5, 23, 55), end: at(day: 6, 8, 20)),
]

func hm(_ seconds: TimeInterval) -> String {
    let minutes = Int(seconds / 60)
    return "\(minutes / 60)h \(String(format: "%02d", minutes % 60))m"
}

for night in nights {
    let crosses = !calendar.isDate(night.start, inSameDayAs: night.end)
    print("\(clock.string(from: night.start)) -> \(clock.string(from: night.end)): \(hm(night.duration))\(crosses ? " (crosses midnight)" : "")")
}

let total = nights.reduce(0) { $0 + $1.duration }
print("average:", hm(total / Double(nights.count)))
let longest = nights.max { $0.duration < $1.duration }!
print("longest starts:", clock.string(from: longest.start))

let goal: TimeInterval = 7.5 * 3600
let metGoal = nights.filter { $0.duration >= goal }.count
print("nights meeting 7h30m goal: \(metGoal)/\(nights.count)")

let debt = nights.reduce(0) { $0 + max(0, goal - $1.duration) }
print("sleep debt:", hm(debt))

let quietHours = DateInterval(start: at(day: 3, 0, 0), end: at(day: 3, 6, 0))
if let overlap = nights[0].intersection(with: quietHours) {
    print("asleep during quiet hours:", hm(overlap.duration))
}
print("bedtimes after 23:00:", nights.filter { calendar.component(.hour, from: $0.start) == 23 }.count)

// expect: Mon 23:10 -> Tue 06:45: 7h 35m (crosses midnight)
// expect: Tue 22:30 -> Wed 06:00: 7h 30m (crosses midnight)
// expect: Thu 00:45 -> Thu 07:15: 6h 30m
// expect: Thu 23:55 -> Fri 08:20: 8h 25m (crosses midnight)
// expect: average: 7h 30m
// expect: longest starts: Thu 23:55
// expect: nights meeting 7h30m goal: 3/4
// expect: sleep debt: 1h 00m
// expect: asleep during quiet hours: 6h 00m
// expect: bedtimes after 23:00: 2
