// Enumerations: declaring cases, inferred type with dot syntax, exhaustive switch, default, methods and mutating methods.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum CompassPoint {
    case north
    case south
    case east
    case west
}
enum Planet {
    case mercury, venus, earth, mars, jupiter, saturn, uranus, neptune
}
var directionToHead = CompassPoint.west
directionToHead = .south
switch directionToHead {
case .north: print("Lots of planets have a north")
case .south: print("Watch out for penguins")
case .east: print("Where the sun rises")
case .west: print("Where the skies are blue")
}
let somePlanet = Planet.earth
switch somePlanet {
case .earth: print("Mostly harmless")
default: print("Not a safe place for humans")
}
print(directionToHead, somePlanet, directionToHead == .south)
enum Switch {
    case off, on
    mutating func flip() { self = self == .on ? .off : .on }
    var symbol: String { self == .on ? "●" : "○" }
    func combined(with other: Switch) -> Switch { self == .on || other == .on ? .on : .off }
}
var lamp = Switch.off
lamp.flip()
print(lamp, lamp.symbol)
lamp.flip()
print(lamp, lamp.symbol, lamp.combined(with: .on))
enum TrafficLight {
    case red, yellow, green
    func next() -> TrafficLight {
        switch self {
        case .red: .green
        case .green: .yellow
        case .yellow: .red
        }
    }
}
var light = TrafficLight.red
var sequence: [TrafficLight] = []
for _ in 1...5 { sequence.append(light); light = light.next() }
print(sequence)
let planets: [Planet] = [.mars, .venus, .mars]
print(planets.filter { $0 == .mars }.count, planets.contains(.earth))

// expect: Watch out for penguins
// expect: Mostly harmless
// expect: south earth true
// expect: on ●
// expect: off ○ on
// expect: [main.TrafficLight.red, main.TrafficLight.green, main.TrafficLight.yellow, main.TrafficLight.red, main.TrafficLight.green]
// expect: 2 false
