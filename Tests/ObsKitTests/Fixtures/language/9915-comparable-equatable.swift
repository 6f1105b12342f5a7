// Apple docs style (Comparable / Equatable): custom ordering and equality
struct Date3: Comparable, CustomStringConvertible {
    let year: Int
    let month: Int
    let day: Int

    static func < (lhs: Date3, rhs: Date3) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
    var description: String { "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)" }
}

let spaceOddity = Date3(year: 1969, month: 7, day: 11)
let moonLanding = Date3(year: 1969, month: 7, day: 20)
print("spaceOddity < moonLanding:", spaceOddity < moonLanding)
print(">=:", spaceOddity >= moonLanding, "<=:", spaceOddity <= spaceOddity, ">:", moonLanding > spaceOddity)
print("== synthesized:", spaceOddity == Date3(year: 1969, month: 7, day: 11))
print("max:", max(spaceOddity, moonLanding), "min:", min(spaceOddity, moonLanding))

let dates = [moonLanding, Date3(year: 2001, month: 1, day: 1), spaceOddity, Date3(year: 1969, month: 1, day: 30)]
print("sorted:", dates.sorted())
print("sorted desc:", dates.sorted(by: >))
print("range contains:", (spaceOddity...moonLanding).contains(Date3(year: 1969, month: 7, day: 15)))
print("clamped:", min(max(Date3(year: 1950, month: 1, day: 1), spaceOddity), moonLanding))

enum Priority: Int, Comparable {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
let tasks: [(String, Priority)] = [("email", .low), ("deploy", .high), ("review", .medium), ("backup", .high)]
let ordered = tasks.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
print("by priority:", ordered.map { "\($0.0)(\($0.1))" })
print("highest:", tasks.map(\.1).max()!)

enum Size: Comparable { case small, medium, large, custom(Int) }
print("synthesized enum order:", Size.small < .large, Size.large < .custom(0), Size.custom(2) < .custom(10))
print("sorted sizes:", [Size.custom(5), .large, .small, .custom(1), .medium].sorted())

struct Point: Equatable { var x: Int; var y: Int }
let p = Point(x: 1, y: 2)
print("Equatable:", p == Point(x: 1, y: 2), p != Point(x: 2, y: 1))
print("firstIndex(of:) uses ==:", [Point(x: 0, y: 0), p].firstIndex(of: p)!)
print("contains:", [p].contains(Point(x: 1, y: 2)))

struct CaseInsensitive: Equatable {
    let value: String
    static func == (a: Self, b: Self) -> Bool { a.value.lowercased() == b.value.lowercased() }
}
print("custom ==:", CaseInsensitive(value: "Swift") == CaseInsensitive(value: "SWIFT"))
print("tuple compare:", (1, "b") < (1, "c"), (2, "a") < (1, "z"), (1, 2, 3) == (1, 2, 3))
print("string compare:", "apple" < "banana", "Zebra" < "apple", "a" < "B")
// expect: spaceOddity < moonLanding: true
// expect: >=: false <=: true >: true
// expect: == synthesized: true
// expect: max: 1969-07-20 min: 1969-07-11
// expect: sorted: [1969-01-30, 1969-07-11, 1969-07-20, 2001-01-01]
// expect: sorted desc: [2001-01-01, 1969-07-20, 1969-07-11, 1969-01-30]
// expect: range contains: true
// expect: clamped: 1969-07-11
// expect: by priority: ["backup(high)", "deploy(high)", "review(medium)", "email(low)"]
// expect: highest: high
// expect: synthesized enum order: true true true
// expect: sorted sizes: [main.Size.small, main.Size.medium, main.Size.large, main.Size.custom(1), main.Size.custom(5)]
// expect: Equatable: true true
// expect: firstIndex(of:) uses ==: 1
// expect: contains: true
// expect: custom ==: true
// expect: tuple compare: true false true
// expect: string compare: true true false
