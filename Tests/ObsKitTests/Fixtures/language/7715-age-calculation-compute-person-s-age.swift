// Tutorial style (age calculation): compute a person's age in years, months and days with dateComponents(_:from:to:)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "Europe/Paris")!

func makeDate(_ y: Int, _ m: Int, _ d: Int) -> Date {
    return calendar.date(from: DateComponents(year: y, month: m, day: d))!
}

struct Person {
    let name: String
    let birth: Date
}

let people = [
    Person(name: "Alice", birth: makeDate(1990, 5, 17)),
    Person(name: "Bruno", birth: makeDate(2000, 2, 29)),
    Person(name: "Chloe", birth: makeDate(1985, 12, 31)),
]

let today = makeDate(2024, 3, 1)

for p in people {
    let diff = calendar.dateComponents([.year, .month, .day], from: p.birth, to: today)
    print("\(p.name) is \(diff.year!) years, \(diff.month!) months, \(diff.day!) days old")
}

let totalDays = calendar.dateComponents([.day], from: people[0].birth, to: today).day!
print("Alice has lived \(totalDays) days")
// expect: Alice is 33 years, 9 months, 13 days old
// expect: Bruno is 24 years, 0 months, 1 days old
// expect: Chloe is 38 years, 2 months, 1 days old
// expect: Alice has lived 12342 days
