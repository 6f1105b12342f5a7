// Enumerations: raw values: implicit Int and String raw values, explicit Character raw values, init?(rawValue:).
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}
enum CompassPoint: String {
    case north, south, east, west
}
enum HTTPStatus: Int {
    case ok = 200, created, accepted, notFound = 404, teapot = 418
}
print(Planet.earth.rawValue, Planet.neptune.rawValue)
print(CompassPoint.west.rawValue, CompassPoint.north)
print(ASCIIControlCharacter.tab.rawValue == "\t", ASCIIControlCharacter.lineFeed.rawValue.asciiValue!)
print(HTTPStatus.created.rawValue, HTTPStatus.accepted.rawValue, HTTPStatus.teapot.rawValue)
let possiblePlanet = Planet(rawValue: 7)
print(possiblePlanet as Any)
let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    print(somePlanet)
} else {
    print("There isn't a planet at position \(positionToFind)")
}
for code in [200, 404, 500] {
    switch HTTPStatus(rawValue: code) {
    case .ok?: print(code, "fine")
    case let status?: print(code, "known:", status)
    case nil: print(code, "unknown")
    }
}
let heading = CompassPoint(rawValue: "east")
print(heading as Any, CompassPoint(rawValue: "East") as Any)
enum Weekday: String {
    case monday = "Mon", tuesday = "Tue", wednesday
}
print(Weekday.monday.rawValue, Weekday.wednesday.rawValue, Weekday(rawValue: "Tue")!)
enum Rate: Double { case low = 0.5, high = 1.5 }
print(Rate.high.rawValue * 2, Rate(rawValue: 0.5) == .low)

// expect: 3 8
// expect: west north
// expect: true 10
// expect: 201 202 418
// expect: Optional(main.Planet.uranus)
// expect: There isn't a planet at position 11
// expect: 200 fine
// expect: 404 known: notFound
// expect: 500 unknown
// expect: Optional(main.CompassPoint.east) nil
// expect: Mon wednesday tuesday
// expect: 3.0 true
