// Hacking with Swift style (age calculator): years, months and days between a birthday and a fixed "today" with dateComponents(_:from:to:)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

func makeDate(_ y: Int, _ m: Int, _ d: Int) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d))!
}

struct Person {
    let name: String
    let birthday: Date
}

let today = makeDate(2024, 5, 20)
let people = [
    Person(name: "Ada", birthday: makeDate(1990, 12, 10)),
    Person(name: "Ben", birthday: makeDate(2000, 2, 29)),
    Person(name: "Cleo", birthday: makeDate(2024, 1, 31)),
    Person(name: "Dev", birthday: makeDate(1985, 5, 20)),
]

for person in people {
    let age = calendar.dateComponents([.year, .month, .day], from: person.birthday, to: today)
    let totalDays = calendar.dateComponents([.day], from: person.birthday, to: today).day!
    print("\(person.name): \(age.year!)y \(age.month!)m \(age.day!)d (\(totalDays) days)")

    var nextBirthday = DateComponents()
    nextBirthday.month = calendar.component(.month, from: person.birthday)
    nextBirthday.day = calendar.component(.day, from: person.birthday)
    if let next = calendar.nextDate(after: today.addingTimeInterval(-1), matching: nextBirthday, matchingPolicy: .nextTimePreservingSmallerComponents) {
        let wait = calendar.dateComponents([.day], from: today, to: next).day!
        print("  next birthday in \(wait) days" + (wait == 0 ? " - happy birthday!" : ""))
    }
}

let sorted = people.sorted { $0.birthday < $1.birthday }
print("oldest first:", sorted.map(\.name).joined(separator: ", "))
let isAdult = people.filter { calendar.dateComponents([.year], from: $0.birthday, to: today).year! >= 18 }
print("adults:", isAdult.count)

// expect: Ada: 33y 5m 10d (12215 days)
// expect:   next birthday in 204 days
// expect: Ben: 24y 2m 21d (8847 days)
// expect:   next birthday in 285 days
// expect: Cleo: 0y 3m 20d (110 days)
// expect:   next birthday in 256 days
// expect: Dev: 39y 0m 0d (14245 days)
// expect:   next birthday in 0 days - happy birthday!
// expect: oldest first: Dev, Ada, Ben, Cleo
// expect: adults: 3
