// Swift book, "Enumerations": raw values (implicit Int and String), init?(rawValue:), CaseIterable, associated values, methods on enums
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
    var opposite: CompassPoint {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
}

print("There are \(Planet.allCases.count) planets")
print(Planet.earth.rawValue, Planet.neptune.rawValue)
for position in [3, 9, 6] {
    if let planet = Planet(rawValue: position) {
        print("position \(position): \(planet)\(planet.isGasGiant ? " (gas giant)" : "")")
    } else {
        print("There isn't a planet at position \(position)")
    }
}
print(Planet.allCases.filter(\.isGasGiant).map { "\($0)" }.joined(separator: ", "))
print(CompassPoint.allCases.map { "\($0.rawValue)->\($0.opposite.rawValue)" })
print(CompassPoint(rawValue: "east") == .east, CompassPoint(rawValue: "up") as Any)

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
let codes: [Barcode] = [.upc(8, 85909, 51226, 3), .qrCode("ABCDEFGHIJKLMNOP")]
for code in codes {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check):
        print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
    case let .qrCode(productCode):
        print("QR code: \(productCode).")
    }
}

enum TrafficLight: CaseIterable {
    case red, green, yellow
    mutating func next() {
        let all = Self.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
var light = TrafficLight.red
var sequence: [String] = []
for _ in 0..<5 {
    sequence.append("\(light)")
    light.next()
}
print(sequence.joined(separator: " -> "))

enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}
print(ASCIIControlCharacter.lineFeed.rawValue.asciiValue!, ASCIIControlCharacter(rawValue: "\t")!)

// expect: There are 8 planets
// expect: 3 8
// expect: position 3: earth
// expect: There isn't a planet at position 9
// expect: position 6: saturn (gas giant)
// expect: jupiter, saturn, uranus, neptune
// expect: ["north->south", "south->north", "east->west", "west->east"]
// expect: true nil
// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: red -> green -> yellow -> red -> green
// expect: 10 tab
