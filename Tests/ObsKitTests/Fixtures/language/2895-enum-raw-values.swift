// Compiler test style: raw values, implicit raw values, and failable init(rawValue:)
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

enum Status: String {
    case active = "ACTIVE"
    case suspended
    case deleted = "gone"
}

print(Planet.earth.rawValue)
print(Planet.neptune.rawValue)
print(CompassPoint.west.rawValue)
print(ASCIIControlCharacter.tab.rawValue == "\t")

let possiblePlanet = Planet(rawValue: 7)
print(possiblePlanet ?? .mercury)

let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    print(somePlanet)
} else {
    print("There isn't a planet at position \(positionToFind)")
}

print([Status.active, .suspended, .deleted].map(\.rawValue))
print(Status(rawValue: "gone") == .deleted, Status(rawValue: "deleted") == nil)

enum Level: Double {
    case low = 0.25, medium = 0.5, high = 1.0
}
print(Level.medium.rawValue * 4)
print(Level(rawValue: 1.0).map { "\($0)" } ?? "none")

// expect: 3
// expect: 8
// expect: west
// expect: true
// expect: uranus
// expect: There isn't a planet at position 11
// expect: ["ACTIVE", "suspended", "gone"]
// expect: true true
// expect: 2.0
// expect: high
