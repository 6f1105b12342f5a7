// Swift book style (Initialization): memberwise and custom initializers, failable initializers, default values from closures, designated and convenience chains
struct Celsius {
    var degrees: Double
    init(fromFahrenheit f: Double) { degrees = (f - 32) / 1.8 }
    init(fromKelvin k: Double) { degrees = k - 273.15 }
    init(_ c: Double) { degrees = c }
}
print(Celsius(fromFahrenheit: 212).degrees, Celsius(fromKelvin: 273.15).degrees, Celsius(37).degrees)

struct Species {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
print(Species(name: "lynx")?.name ?? "nil", Species(name: "") == nil)

enum Unit: Character {
    case meter = "m", gram = "g"
    init?(symbol: Character) {
        switch symbol {
        case "m": self = .meter
        case "g": self = .gram
        default: return nil
        }
    }
}
print(Unit(symbol: "g") as Any, Unit(symbol: "q") as Any, Unit(rawValue: "m") as Any)

struct Board {
    let squares: [Bool] = {
        var temp: [Bool] = []
        var dark = false
        for i in 1...4 {
            for _ in 1...4 { temp.append(dark); dark.toggle() }
            if i > 0 { dark.toggle() } }
        return temp
    }()
    func isDark(row: Int, col: Int) -> Bool { squares[row * 4 + col] }
}
let b = Board()
print(b.isDark(row: 0, col: 1), b.isDark(row: 1, col: 1), b.squares.filter { $0 }.count)

class Food {
    var name: String
    init(name: String) { self.name = name }; convenience init() { self.init(name: "[Unnamed]") }
}
class Ingredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ListItem: Ingredient {
    var bought = false
    var line: String { "\(quantity) x \(name)" + (bought ? " ✔" : "") }
}
let items = [ListItem(), ListItem(name: "Rice"), ListItem(name: "Eggs", quantity: 6)]
items[1].bought = true
for i in items { print(i.line) }

class Product {
    let title: String
    init?(title: String) {
        if title.isEmpty { return nil }; self.title = title }
}
class Cartline: Product {
    let count: Int
    init?(title: String, count: Int) {
        if count < 1 { return nil }; self.count = count; super.init(title: title)
    }
}
for (t, n) in [("sock", 2), ("hat", 0), ("", 1)] {
    if let c = Cartline(title: t, count: n) { print("line", c.title, c.count) } else { print("cannot init \(t):\(n)") }
}

// expect: 100.0 0.0 37.0
// expect: lynx true
// expect: Optional(main.Unit.gram) nil Optional(main.Unit.meter)
// expect: true false 8
// expect: 1 x [Unnamed]
// expect: 1 x Rice ✔
// expect: 6 x Eggs
// expect: line sock 2
// expect: cannot init hat:0
// expect: cannot init :1
