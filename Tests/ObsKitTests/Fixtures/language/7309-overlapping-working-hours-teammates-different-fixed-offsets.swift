// Sarunw style (meeting planner): overlapping working hours of teammates in different fixed offsets, found with DateInterval intersection
import Foundation

struct Teammate {
    let name: String
    let utcOffset: Int  // hours
    let startHour: Int
    let endHour: Int

    func workday(on components: DateComponents) -> DateInterval {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: utcOffset * 3600)!
        var start = components
        start.hour = startHour
        var end = components
        end.hour = endHour
        return DateInterval(start: calendar.date(from: start)!, end: calendar.date(from: end)!)
    }
}

let team = [
    Teammate(name: "Priya", utcOffset: 1, startHour: 9, endHour: 17),
    Teammate(name: "Marco", utcOffset: 2, startHour: 8, endHour: 16),
    Teammate(name: "Jade", utcOffset: -4, startHour: 7, endHour: 15),
]

let day = DateComponents(year: 2024, month: 10, day: 2)
let utcClock = DateFormatter()
utcClock.locale = Locale(identifier: "en_US_POSIX")
utcClock.timeZone = TimeZone(identifier: "UTC")
utcClock.dateFormat = "HH:mm"

for person in team {
    let hours = person.workday(on: day)
    print("\(person.name): \(utcClock.string(from: hours.start))-\(utcClock.string(from: hours.end)) UTC")
}

var shared: DateInterval? = team[0].workday(on: day)
for person in team.dropFirst() {
    shared = shared?.intersection(with: person.workday(on: day))
}

if let window = shared {
    print("shared window: \(utcClock.string(from: window.start))-\(utcClock.string(from: window.end)) UTC (\(Int(window.duration / 60)) min)")
    for person in team {
        let local = DateFormatter()
        local.locale = Locale(identifier: "en_US_POSIX")
        local.timeZone = TimeZone(secondsFromGMT: person.utcOffset * 3600)
        local.dateFormat = "h:mm a"
        print("  for \(person.name): \(local.string(from: window.start)) - \(local.string(from: window.end))")
    }
} else {
    print("no shared window")
}

let pairs = [(0, 1), (0, 2), (1, 2)]
for (a, b) in pairs {
    let overlap = team[a].workday(on: day).intersection(with: team[b].workday(on: day))
    print("\(team[a].name)+\(team[b].name):", overlap.map { "\(Int($0.duration / 3600))h" } ?? "none")
}

// expect: Priya: 08:00-16:00 UTC
// expect: Marco: 06:00-14:00 UTC
// expect: Jade: 11:00-19:00 UTC
// expect: shared window: 11:00-14:00 UTC (180 min)
// expect:   for Priya: 12:00 PM - 3:00 PM
// expect:   for Marco: 1:00 PM - 4:00 PM
// expect:   for Jade: 7:00 AM - 10:00 AM
// expect: Priya+Marco: 6h
// expect: Priya+Jade: 5h
// expect: Marco+Jade: 3h
