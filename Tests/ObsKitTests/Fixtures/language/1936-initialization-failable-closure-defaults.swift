// Swift book style (Initialization): failable initializers and closures setting default values
struct Critter {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
if let giraffe = Critter(species: "Giraffe") { print("made a \(giraffe.species)") }
if Critter(species: "") == nil { print("could not make an empty critter") }

enum Unit {
    case kelvin, celsius, fahrenheit
    init?(symbol: Character) {
        switch symbol {
        case "K": self = .kelvin
        case "C": self = .celsius
        case "F": self = .fahrenheit
        default: return nil
        }
    }
}
for s: Character in ["F", "X"] {
    print(s, Unit(symbol: s).map { "\($0)" } ?? "unknown")
}

enum Coin: Int { case penny = 1, nickel = 5, dime = 10 }
print(Coin(rawValue: 5) != nil, Coin(rawValue: 3) == nil)

class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class CartItem: Product {
    let qty: Int
    init?(name: String, qty: Int) {
        if qty < 1 { return nil }
        self.qty = qty
        super.init(name: name)
    }
}
for (n, q) in [("socks", 2), ("shirt", 0), ("", 1)] {
    if let item = CartItem(name: n, qty: q) { print("item \(item.name) x\(item.qty)") }
    else { print("rejected (\(n), \(q))") }
}

struct Checkers {
    let squares: [Bool] = {
        var temp: [Bool] = []
        var black = false
        for _ in 1...8 {
            for _ in 1...8 { temp.append(black); black.toggle() }
            black.toggle()
        }
        return temp
    }()
    func isBlack(row: Int, col: Int) -> Bool { squares[row * 8 + col] }
}
let board = Checkers()
print(board.isBlack(row: 0, col: 1), board.isBlack(row: 7, col: 7), board.squares.filter { $0 }.count)

// expect: made a Giraffe
// expect: could not make an empty critter
// expect: F fahrenheit
// expect: X unknown
// expect: true true
// expect: item socks x2
// expect: rejected (shirt, 0)
// expect: rejected (, 1)
// expect: true false 32
