// Swift docs style (CaseIterable and RawRepresentable): iterating cases and converting raw values
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}

enum Suit: String, CaseIterable {
    case hearts = "♥", diamonds = "♦", clubs = "♣", spades = "♠"
    var isRed: Bool { self == .hearts || self == .diamonds }
}

enum Direction: CaseIterable {
    case north, east, south, west

    var turnedRight: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

print(Planet.allCases.count)
print(Planet.earth.rawValue, Planet(rawValue: 7) as Any, Planet(rawValue: 9) as Any)
print(Planet.allCases.filter { $0.rawValue % 2 == 0 }.map { "\($0)" })
print(Suit.allCases.map(\.rawValue).joined(separator: " "))
print(Suit.allCases.filter(\.isRed))
print(Suit(rawValue: "♣") ?? .hearts)
var d = Direction.north
for _ in 0..<5 {
    print(d, terminator: " ")
    d = d.turnedRight
}
print()

struct Celsius: RawRepresentable, Equatable {
    var rawValue: Double
    init(rawValue: Double) { self.rawValue = rawValue }
    var fahrenheit: Double { rawValue * 9 / 5 + 32 }
}
let boiling = Celsius(rawValue: 100)
print(boiling.fahrenheit, boiling == Celsius(rawValue: 100.0))

// expect: 8
// expect: 3 Optional(main.Planet.uranus) nil
// expect: ["venus", "mars", "saturn", "neptune"]
// expect: ♥ ♦ ♣ ♠
// expect: [main.Suit.hearts, main.Suit.diamonds]
// expect: clubs
// expect: north east south west north 
// expect: 212.0 true
