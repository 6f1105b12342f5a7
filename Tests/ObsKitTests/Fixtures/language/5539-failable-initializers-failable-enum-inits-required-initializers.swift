// The Swift Programming Language style (Initialization): failable initializers, failable enum inits, required initializers, and closures that compute default property values
struct Species {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}

let ok = Species(name: "otter")
let bad = Species(name: "")
print(ok?.name ?? "nil", bad == nil)

enum Unit {
    case meters, feet
    init?(symbol: Character) {
        switch symbol {
        case "m": self = .meters
        case "f": self = .feet
        default: return nil
        }
    }
}

for ch: Character in ["m", "x", "f"] {
    if let u = Unit(symbol: ch) { print(ch, "->", u) } else { print(ch, "-> unknown") }
}

enum Coin: Int { case penny = 1, nickel = 5, dime = 10 }
print(Coin(rawValue: 5) as Any, Coin(rawValue: 3) as Any)

class Part {
    let serial: Int
    required init(serial: Int) { self.serial = serial }
    init?(code: String) {
        guard let n = Int(code) else { return nil }
        self.serial = n
    }
}

class Gear: Part {
    required init(serial: Int) {
        super.init(serial: serial * 10)
    }
}

func make<T: Part>(_ t: T.Type, _ n: Int) -> T { t.init(serial: n) }
print(make(Part.self, 4).serial, make(Gear.self, 4).serial)
print(Part(code: "77")?.serial ?? -1, Part(code: "7x")?.serial ?? -1)

struct Board {
    let squares: [Bool] = {
        var tmp: [Bool] = []
        var dark = false
        for i in 1...16 {
            tmp.append(dark)
            dark.toggle()
            if i % 4 == 0 { dark.toggle() }
        }
        return tmp
    }()
    func row(_ r: Int) -> String {
        squares[(r * 4)..<(r * 4 + 4)].map { $0 ? "#" : "." }.joined()
    }
}

let board = Board()
for r in 0..<4 { print(board.row(r)) }

// expect: otter true
// expect: m -> meters
// expect: x -> unknown
// expect: f -> feet
// expect: Optional(main.Coin.nickel) nil
// expect: 4 40
// expect: 77 -1
// expect: .#.#
// expect: #.#.
// expect: .#.#
// expect: #.#.
