// Compiler test style: enums with raw values, CaseIterable, synthesized Equatable/Comparable, and mutating enum methods
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    var next: Planet? { Planet(rawValue: rawValue + 1) }
}

enum Direction: String, CaseIterable {
    case north, east = "E", south, west = "W"
    mutating func turnRight() {
        let all = Direction.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

enum Priority: Comparable { case low, medium(Int), high }

enum Light: Equatable {
    case off, on(brightness: Int)
    mutating func toggle() {
        switch self {
        case .off: self = .on(brightness: 50)
        case .on: self = .off
        }
    }
}

print(Planet.allCases.map { $0.rawValue }, Planet.allCases.count)
print(Planet.earth.next as Any, Planet.mars.next as Any, Planet(rawValue: 0) as Any)
print(Direction.allCases.map { $0.rawValue })
var d = Direction.south
d.turnRight(); print(d)
d.turnRight(); print(d, d.rawValue)
print(Direction(rawValue: "east") as Any, Direction(rawValue: "E") as Any)

let ps: [Priority] = [.high, .medium(5), .low, .medium(2)]
print(ps.sorted())
print(Priority.medium(9) < .high, Priority.medium(1) < .medium(0), ps.max()!)

var light = Light.off
light.toggle()
print(light, light == .on(brightness: 50))
light.toggle()
print(light == .off, Light.on(brightness: 1) != .on(brightness: 2))

enum Coin: Int { case penny = 1, nickel = 5, dime = 10, quarter = 25 }
let pocket: [Coin] = [.quarter, .dime, .penny, .penny]
print(pocket.reduce(0) { $0 + $1.rawValue }, pocket.map { "\($0)" }.joined(separator: ","))
print(String(describing: Coin.nickel), String(reflecting: Coin.nickel), String(reflecting: Direction.east))
// expect: [1, 2, 3, 4] 4
// expect: Optional(main.Planet.mars) nil nil
// expect: ["north", "E", "south", "W"]
// expect: west
// expect: north north
// expect: nil Optional(main.Direction.east)
// expect: [main.Priority.low, main.Priority.medium(2), main.Priority.medium(5), main.Priority.high]
// expect: true false high
// expect: on(brightness: 50) true
// expect: true true
// expect: 37 quarter,dime,penny,penny
// expect: nickel main.Coin.nickel main.Direction.east
