// Initialization: failable initializers, init? on enums, init!, required initializers, closures for defaults
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A hotel booking site: guest handles, currencies, rooms, and a car park layout.
struct Handle {
    let text: String
    init?(text: String) {
        if text.count < 3 { return nil }
        self.text = text
    }
}
if let h = Handle(text: "sunny_days") { print("Welcome, @\(h.text)") }
if Handle(text: "ab") == nil { print("That handle is too short") }

enum Currency {
    case euro, dollar, yen
    init?(symbol: Character) {
        switch symbol {
        case "€": self = .euro
        case "$": self = .dollar
        case "¥": self = .yen
        default: return nil
        }
    }
}
print(Currency(symbol: "¥").map { "\($0)" } ?? "nil", Currency(symbol: "#") == nil)

class Room {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class GuestRoom: Room {
    let beds: Int
    init?(name: String, beds: Int) {
        if beds < 1 { return nil }
        self.beds = beds
        super.init(name: name)
    }
}
for (n, b) in [("attic", 2), ("suite", 0), ("", 1)] {
    if let room = GuestRoom(name: n, beds: b) {
        print("Room: \(room.name), beds: \(room.beds)")
    } else {
        print("Cannot list room (\(n), \(b))")
    }
}
print(Int("42") ?? -1, Int("4x2") ?? -1, Double("2.5")!)

class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
    class func make(_ n: Int) -> Self { Self(sides: n) }
}
class Polygon: Shape {
    required init(sides: Int) {
        print("Polygon with \(sides) sides")
        super.init(sides: sides)
    }
}
let poly = Polygon.make(5)
print(type(of: poly), poly.sides)

struct CarPark {
    let chargers: [Bool] = {
        var spots: [Bool] = []
        for row in 0..<4 {
            for spot in 0..<6 { spots.append((row + spot) % 3 == 0) }
        }
        return spots
    }()
    func hasCharger(row: Int, spot: Int) -> Bool { chargers[row * 6 + spot] }
}
let park = CarPark()
print(park.hasCharger(row: 0, spot: 3), park.hasCharger(row: 2, spot: 2), park.chargers.filter { $0 }.count)
// expect: Welcome, @sunny_days
// expect: That handle is too short
// expect: yen true
// expect: Room: attic, beds: 2
// expect: Cannot list room (suite, 0)
// expect: Cannot list room (, 1)
// expect: 42 -1 2.5
// expect: Polygon with 5 sides
// expect: Polygon 5
// expect: true false 8
