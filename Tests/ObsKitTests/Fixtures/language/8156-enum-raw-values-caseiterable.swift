// Course exercise: enums with raw values, implicit raw values, init(rawValue:) and CaseIterable
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune

    var isGasGiant: Bool {
        switch self {
        case .jupiter, .saturn, .uranus, .neptune: return true
        default: return false
        }
    }
}

enum CompassPoint: String, CaseIterable {
    case north, south, east, west
}

enum ASCIIControl: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}

enum Coin: Int, CaseIterable {
    case penny = 1
    case nickel = 5
    case dime = 10
    case quarter = 25
}

print("earth is planet \(Planet.earth.rawValue)")
print("there are \(Planet.allCases.count) planets")
if let p = Planet(rawValue: 7) {
    print("planet 7 is \(p), gas giant: \(p.isGasGiant)")
}
let ninth = Planet(rawValue: 9)
print("planet 9: \(ninth.map { "\($0)" } ?? "no such planet")")
print("gas giants: \(Planet.allCases.filter(\.isGasGiant).map { "\($0)" })")

print("directions: \(CompassPoint.allCases.map(\.rawValue).joined(separator: "/"))")
print("from string: \(CompassPoint(rawValue: "west") == .west)")
print("tab code: \(ASCIIControl.tab.rawValue.asciiValue!)")

var amount = 68
var change: [String] = []
for coin in Coin.allCases.reversed() {
    let n = amount / coin.rawValue
    if n > 0 {
        change.append("\(n) \(coin)")
        amount %= coin.rawValue
    }
}
print("68 cents: \(change.joined(separator: ", "))")

// expect: earth is planet 3
// expect: there are 8 planets
// expect: planet 7 is uranus, gas giant: true
// expect: planet 9: no such planet
// expect: gas giants: ["jupiter", "saturn", "uranus", "neptune"]
// expect: directions: north/south/east/west
// expect: from string: true
// expect: tab code: 9
// expect: 68 cents: 2 quarter, 1 dime, 1 nickel, 3 penny
