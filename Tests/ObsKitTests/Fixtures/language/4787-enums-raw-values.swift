// Swift book style: raw values, implicit raw values and init?(rawValue:)
// Checks: Character raw values, implicit Int raw values counting up from a
// start, implicit String raw values equal to case names, failable init from raw
// values, raw values of Double, and iterating with rawValue.

enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}
print(ASCIIControlCharacter.tab.rawValue == "\t")
print(ASCIIControlCharacter(rawValue: "\n") == .lineFeed)
print(ASCIIControlCharacter(rawValue: "x") as Any)

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}
let earthsOrder = Planet.earth.rawValue
print(earthsOrder)
print(Planet.neptune.rawValue)
let possiblePlanet = Planet(rawValue: 7)
print(possiblePlanet as Any)

let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    switch somePlanet {
    case .earth:
        print("Mostly harmless")
    default:
        print("Not a safe place for humans")
    }
} else {
    print("There isn't a planet at position \(positionToFind)")
}
print(Planet.allCases.map(\.rawValue))

enum CompassPoint: String {
    case north, south, east, west
}
let sunsetDirection = CompassPoint.west.rawValue
print(sunsetDirection)
print(CompassPoint(rawValue: "south") as Any)
print(CompassPoint(rawValue: "South") as Any)

// Mixed explicit and implicit integer raw values
enum StatusCode: Int {
    case ok = 200, created, accepted
    case badRequest = 400, unauthorized
    case notFound = 404
}
print(StatusCode.created.rawValue, StatusCode.accepted.rawValue)
print(StatusCode.unauthorized.rawValue, StatusCode.notFound.rawValue)
print(StatusCode(rawValue: 401) as Any, StatusCode(rawValue: 402) as Any)

// Negative and out-of-order raw values
enum Offset: Int {
    case back = -1, stay, forward
}
print(Offset.back.rawValue, Offset.stay.rawValue, Offset.forward.rawValue)

// String raw values with explicit and implicit mixes
enum Header: String, CaseIterable {
    case contentType = "Content-Type"
    case accept
    case userAgent = "User-Agent"
}
for h in Header.allCases {
    print("\(h) -> \(h.rawValue)")
}

// Double raw values
enum Constant: Double {
    case half = 0.5
    case quarter = 0.25
    case whole = 1
}
print(Constant.half.rawValue + Constant.quarter.rawValue, Constant.whole.rawValue)
print(Constant(rawValue: 0.25) as Any)

// Raw values used for ordering and arithmetic
enum Weekday: Int, CaseIterable, Comparable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
    static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
    var next: Weekday { Weekday(rawValue: rawValue % 7 + 1)! }
    var isWeekend: Bool { self >= .saturday }
}
print(Weekday.friday.next, Weekday.sunday.next)
print(Weekday.allCases.filter(\.isWeekend))
print(Weekday.allCases.filter { !$0.isWeekend }.count)
print([Weekday.sunday, .monday, .thursday].sorted())
print(Weekday.wednesday.rawValue - Weekday.monday.rawValue)

// Converting strings into enum values with compactMap
let input = ["north", "up", "east", "WEST", "south"]
print(input.compactMap(CompassPoint.init(rawValue:)))
print(String(reflecting: CompassPoint.east))
print(Header.accept)

// expect: true
// expect: true
// expect: nil
// expect: 3
// expect: 8
// expect: Optional(main.Planet.uranus)
// expect: There isn't a planet at position 11
// expect: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: west
// expect: Optional(main.CompassPoint.south)
// expect: nil
// expect: 201 202
// expect: 401 404
// expect: Optional(main.StatusCode.unauthorized) nil
// expect: -1 0 1
// expect: contentType -> Content-Type
// expect: accept -> accept
// expect: userAgent -> User-Agent
// expect: 0.75 1.0
// expect: Optional(main.Constant.quarter)
// expect: saturday monday
// expect: [main.Weekday.saturday, main.Weekday.sunday]
// expect: 5
// expect: [main.Weekday.monday, main.Weekday.thursday, main.Weekday.sunday]
// expect: 2
// expect: [main.CompassPoint.north, main.CompassPoint.east, main.CompassPoint.south]
// expect: main.CompassPoint.east
// expect: accept
