// enums with raw values, CaseIterable, computed properties, methods and init?(rawValue:) (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune

    var gravity: Double {
        switch self {
        case .mercury: return 0.38
        case .venus: return 0.91
        case .earth: return 1.0
        case .mars: return 0.38
        case .jupiter: return 2.34
        case .saturn: return 1.06
        case .uranus: return 0.92
        case .neptune: return 1.19
        }
    }

    var isGasGiant: Bool { rawValue >= Planet.jupiter.rawValue }

    func weight(of earthKg: Double) -> Double { (earthKg * gravity * 10).rounded() / 10 }
}

enum Suit: String, CaseIterable {
    case hearts = "♥", diamonds = "♦", clubs = "♣", spades = "♠"
    var color: String { self == .hearts || self == .diamonds ? "red" : "black" }
}

enum Rank: Int, CaseIterable, Comparable {
    case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
    static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    var label: String {
        switch self {
        case .jack: return "J"
        case .queen: return "Q"
        case .king: return "K"
        case .ace: return "A"
        default: return String(rawValue)
        }
    }
}

enum HTTPStatus: Int {
    case ok = 200, created = 201, notFound = 404, serverError = 500
    var category: String { rawValue < 300 ? "success" : rawValue < 500 ? "client error" : "server error" }
}

print(Planet.allCases.count, Planet.earth.rawValue, Planet(rawValue: 4) ?? .earth)
print(Planet(rawValue: 9) as Any)
for p in Planet.allCases where p.isGasGiant {
    print("\(p): 70kg weighs like \(p.weight(of: 70))kg")
}
print(Planet.allCases.filter { $0.gravity < 1 }.map { "\($0)" })
print(Suit.allCases.map(\.rawValue).joined(), Suit(rawValue: "♣")!, Suit.spades.color)
let deck = Suit.allCases.flatMap { s in Rank.allCases.map { "\($0.label)\(s.rawValue)" } }
print(deck.count, deck.prefix(3), deck.suffix(2))
print(Rank.allCases.filter { $0 > .ten }.map(\.label), Rank.ace > Rank.king, Rank.allCases.max()!)
for code in [200, 404, 500, 302] {
    if let status = HTTPStatus(rawValue: code) {
        print(code, status, status.category)
    } else {
        print(code, "unknown")
    }
}
print(String(describing: HTTPStatus.created), "\(Suit.hearts)", Suit.hearts.rawValue.unicodeScalars.first!.value)
// expect: 8 3 mars
// expect: nil
// expect: jupiter: 70kg weighs like 163.8kg
// expect: saturn: 70kg weighs like 74.2kg
// expect: uranus: 70kg weighs like 64.4kg
// expect: neptune: 70kg weighs like 83.3kg
// expect: ["mercury", "venus", "mars", "uranus"]
// expect: ♥♦♣♠ clubs black
// expect: 52 ["2♥", "3♥", "4♥"] ["K♠", "A♠"]
// expect: ["J", "Q", "K", "A"] true ace
// expect: 200 ok success
// expect: 404 notFound client error
// expect: 500 serverError server error
// expect: 302 unknown
// expect: created hearts 9829
