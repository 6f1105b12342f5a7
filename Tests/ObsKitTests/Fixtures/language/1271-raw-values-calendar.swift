// Enumerations: raw values: implicit Int and String raw values, explicit Character raw values, init?(rawValue:).
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Separator: Character {
    case comma = ","
    case semicolon = ";"
    case pipe = "|"
}
enum Month: Int {
    case january = 1, february, march, april, may, june, july, august, september, october, november, december
}
enum Season: String {
    case spring, summer, autumn, winter
}
enum HTTPStatus: Int {
    case ok = 200, created, accepted, notFound = 404, teapot = 418
}
print(Month.march.rawValue, Month.december.rawValue)
print(Season.autumn.rawValue, Season.spring)
print(Separator.pipe.rawValue == "|", Separator.semicolon.rawValue.asciiValue!)
print(HTTPStatus.created.rawValue, HTTPStatus.accepted.rawValue, HTTPStatus.teapot.rawValue)
let possibleMonth = Month(rawValue: 7)
print(possibleMonth as Any)
let monthNumber = 13
if let month = Month(rawValue: monthNumber) {
    print(month)
} else {
    print("There is no month number \(monthNumber)")
}
for code in [200, 404, 500] {
    switch HTTPStatus(rawValue: code) {
    case .ok?: print(code, "fine")
    case let status?: print(code, "known:", status)
    case nil: print(code, "unknown")
    }
}
let season = Season(rawValue: "summer")
print(season as Any, Season(rawValue: "Summer") as Any)
enum Weekday: String {
    case monday = "Mon", tuesday = "Tue", wednesday
}
print(Weekday.monday.rawValue, Weekday.wednesday.rawValue, Weekday(rawValue: "Tue")!)
enum Rate: Double { case low = 0.5, high = 1.5 }
print(Rate.high.rawValue * 2, Rate(rawValue: 0.5) == .low)

// expect: 3 12
// expect: autumn spring
// expect: true 59
// expect: 201 202 418
// expect: Optional(main.Month.july)
// expect: There is no month number 13
// expect: 200 fine
// expect: 404 known: notFound
// expect: 500 unknown
// expect: Optional(main.Season.summer) nil
// expect: Mon wednesday tuesday
// expect: 3.0 true
