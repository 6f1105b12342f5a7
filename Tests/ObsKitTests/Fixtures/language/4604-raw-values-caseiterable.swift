// App code style: raw-value enums and CaseIterable for menus and settings
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}

enum Weekday: String, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday
    case saturday = "sat", sunday = "sun"

    var isWeekend: Bool { self == .saturday || self == .sunday }
}

enum HTTPMethod: String, CaseIterable {
    case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
}

enum Priority: Int, CaseIterable, Comparable {
    case low = 10, medium = 20, high = 30, urgent = 40
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

print("planets: \(Planet.allCases.count)")
print(Planet.earth.rawValue, Planet.neptune.rawValue)
print(Planet(rawValue: 4) as Any, Planet(rawValue: 9) as Any)
for p in Planet.allCases where p.rawValue % 3 == 0 {
    print("every third: \(p)")
}

for day in Weekday.allCases {
    print(day.rawValue, day.isWeekend ? "weekend" : "weekday")
}
print(Weekday(rawValue: "sun") as Any)
print(Weekday(rawValue: "sunday") as Any)

let methods = HTTPMethod.allCases.map(\.rawValue).joined(separator: "|")
print(methods)
func route(_ s: String) -> String {
    guard let m = HTTPMethod(rawValue: s.uppercased()) else { return "405 \(s)" }
    switch m {
    case .get: return "200 read"
    case .post, .put: return "201 write"
    case .delete: return "204 gone"
    }
}
print(["get", "Post", "PATCH", "delete"].map(route))

let tasks: [(String, Priority)] = [("ship", .urgent), ("docs", .low), ("tests", .high), ("lint", .medium)]
for (name, p) in tasks.sorted(by: { $0.1 > $1.1 }) {
    print(name, p, p.rawValue)
}
print(Priority.allCases.max()!, Priority.allCases.min()!)
print(Priority.allCases.filter { $0 >= .high })

// Index math with allCases
extension Weekday {
    var next: Weekday {
        let all = Weekday.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}
print(Weekday.friday.next, Weekday.sunday.next)

// Character raw values
enum Suit: Character, CaseIterable {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}
print(String(Suit.allCases.map(\.rawValue)))
print(Suit(rawValue: "♥") == .hearts)
// expect: planets: 8
// expect: 3 8
// expect: Optional(main.Planet.mars) nil
// expect: every third: earth
// expect: every third: saturn
// expect: monday weekday
// expect: tuesday weekday
// expect: wednesday weekday
// expect: thursday weekday
// expect: friday weekday
// expect: sat weekend
// expect: sun weekend
// expect: Optional(main.Weekday.sunday)
// expect: nil
// expect: GET|POST|PUT|DELETE
// expect: ["200 read", "201 write", "405 PATCH", "204 gone"]
// expect: ship urgent 40
// expect: tests high 30
// expect: lint medium 20
// expect: docs low 10
// expect: urgent low
// expect: [main.Priority.high, main.Priority.urgent]
// expect: saturday monday
// expect: ♠♥♦♣
// expect: true
