// Swift book style: enumeration syntax, switch exhaustiveness and CaseIterable
// Checks: printing enum cases, type inference with dot syntax, exhaustive
// switch, allCases order and count, String(reflecting:) of a case, enum methods
// and mutating methods, and Equatable/Comparable synthesis.

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
print(directionToHead)
directionToHead = .east
print(directionToHead)
print(String(reflecting: directionToHead))
print(String(describing: Planet.earth))

directionToHead = .south
switch directionToHead {
case .north:
    print("Lots of planets have a north")
case .south:
    print("Watch out for penguins")
case .east:
    print("Where the sun rises")
case .west:
    print("Where the skies are blue")
}

let somePlanet = Planet.earth
switch somePlanet {
case .earth:
    print("Mostly harmless")
default:
    print("Not a safe place for humans")
}

enum Beverage: CaseIterable {
    case coffee, tea, juice
}
let numberOfChoices = Beverage.allCases.count
print("\(numberOfChoices) beverages available")
for beverage in Beverage.allCases {
    print(beverage)
}
print(Beverage.allCases)
print(Beverage.allCases.firstIndex(of: .tea)!)

enum Suit: CaseIterable, Comparable {
    case clubs, diamonds, hearts, spades
    var symbol: Character {
        switch self {
        case .clubs: "♣"
        case .diamonds: "♦"
        case .hearts: "♥"
        case .spades: "♠"
        }
    }
    var isRed: Bool { self == .diamonds || self == .hearts }
}
print(Suit.allCases.map { String($0.symbol) }.joined())
print(Suit.allCases.filter(\.isRed))
print(Suit.clubs < Suit.spades, Suit.hearts > Suit.diamonds)
print([Suit.spades, .clubs, .hearts].sorted())
print(Suit.allCases.max()!)

enum TrafficLight {
    case red, yellow, green
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    static let initial = TrafficLight.red
}
var light = TrafficLight.initial
var sequence: [TrafficLight] = []
for _ in 0..<5 {
    sequence.append(light)
    light.advance()
}
print(sequence)

// Equality and use in collections
print(CompassPoint.north == .north, CompassPoint.north != .south)
let visited: Set<CompassPoint> = [.north, .east, .north]
print(visited.count, visited.contains(.east), visited.contains(.west))
var tally: [Planet: Int] = [:]
for p in [Planet.mars, .earth, .mars] { tally[p, default: 0] += 1 }
print(tally[.mars]!, tally[.earth]!, tally[.venus] as Any)

// Enum in an optional and in if-case
let maybeDirection: CompassPoint? = .west
if case .west? = maybeDirection { print("heading west") }
print(maybeDirection as Any)
print([CompassPoint.north, .south])
print(type(of: directionToHead))

// expect: west
// expect: east
// expect: main.CompassPoint.east
// expect: earth
// expect: Watch out for penguins
// expect: Mostly harmless
// expect: 3 beverages available
// expect: coffee
// expect: tea
// expect: juice
// expect: [main.Beverage.coffee, main.Beverage.tea, main.Beverage.juice]
// expect: 1
// expect: ♣♦♥♠
// expect: [main.Suit.diamonds, main.Suit.hearts]
// expect: true true
// expect: [main.Suit.clubs, main.Suit.hearts, main.Suit.spades]
// expect: spades
// expect: [main.TrafficLight.red, main.TrafficLight.green, main.TrafficLight.yellow, main.TrafficLight.red, main.TrafficLight.green]
// expect: true true
// expect: 2 true false
// expect: 2 1 nil
// expect: heading west
// expect: Optional(main.CompassPoint.west)
// expect: [main.CompassPoint.north, main.CompassPoint.south]
// expect: CompassPoint
