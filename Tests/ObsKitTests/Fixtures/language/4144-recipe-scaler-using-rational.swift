// App code style: recipe scaler using a rational number type for ingredient quantities
struct Fraction: CustomStringConvertible, Comparable, ExpressibleByIntegerLiteral {
    let num: Int
    let den: Int

    init(_ n: Int, _ d: Int = 1) {
        precondition(d != 0, "zero denominator")
        let g = Fraction.gcd(abs(n), abs(d))
        let sign = d < 0 ? -1 : 1
        num = sign * n / max(g, 1)
        den = sign * d / max(g, 1)
    }
    init(integerLiteral v: Int) { self.init(v) }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static func / (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den, a.den * b.num) }
    static func < (a: Fraction, b: Fraction) -> Bool { a.num * b.den < b.num * a.den }
    static func == (a: Fraction, b: Fraction) -> Bool { a.num == b.num && a.den == b.den }

    var description: String {
        if den == 1 { return "\(num)" }
        let whole = num / den, rest = abs(num % den)
        return whole == 0 ? "\(num)/\(den)" : "\(whole) \(rest)/\(den)"
    }

    static func parse(_ s: String) -> Fraction? {
        let parts = s.split(separator: " ")
        var total: Fraction = 0
        for p in parts {
            let nd = p.split(separator: "/").compactMap { Int($0) }
            switch nd.count {
            case 1: total = total + Fraction(nd[0])
            case 2 where nd[1] != 0: total = total + Fraction(nd[0], nd[1])
            default: return nil
            }
        }
        return parts.isEmpty ? nil : total
    }
}

enum MeasureUnit: String { case cup, tbsp, tsp, g, piece }

struct Ingredient {
    let name: String
    let amount: Fraction
    let unit: MeasureUnit
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]

    func scaled(to people: Int) -> Recipe {
        let factor = Fraction(people, servings)
        return Recipe(title: title, servings: people, ingredients: ingredients.map {
            Ingredient(name: $0.name, amount: $0.amount * factor, unit: $0.unit)
        })
    }

    func printCard() {
        print("== \(title) (serves \(servings)) ==")
        for i in ingredients {
            let plural = i.unit == .piece && i.amount > 1 ? "s" : ""
            print("  \(i.amount) \(i.unit.rawValue)\(plural) \(i.name)")
        }
    }
}

let lines = ["1 1/2 cup flour", "3/4 cup milk", "2 piece egg", "1 tbsp sugar", "1/2 tsp salt", "abc cup nothing", "30 g butter"]
var ingredients: [Ingredient] = []
for line in lines {
    let words = line.split(separator: " ")
    guard let unitIndex = words.firstIndex(where: { MeasureUnit(rawValue: String($0)) != nil }),
          let amount = Fraction.parse(words[..<unitIndex].joined(separator: " ")) else {
        print("skip:", line); continue
    }
    ingredients.append(Ingredient(name: words[(unitIndex + 1)...].joined(separator: " "),
                                  amount: amount, unit: MeasureUnit(rawValue: String(words[unitIndex]))!))
}
let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: ingredients)
pancakes.printCard()
pancakes.scaled(to: 6).printCard()
pancakes.scaled(to: 1).printCard()
print(Fraction(6, -8), Fraction(3, 4) + Fraction(1, 4), Fraction(1, 3) / Fraction(2, 9), Fraction(-7, 2))
print([Fraction(2, 3), Fraction(1, 2), Fraction(5, 6)].sorted().map(\.description), Fraction(2, 4) == Fraction(1, 2))
// expect: skip: abc cup nothing
// expect: == Pancakes (serves 4) ==
// expect:   1 1/2 cup flour
// expect:   3/4 cup milk
// expect:   2 pieces egg
// expect:   1 tbsp sugar
// expect:   1/2 tsp salt
// expect:   30 g butter
// expect: == Pancakes (serves 6) ==
// expect:   2 1/4 cup flour
// expect:   1 1/8 cup milk
// expect:   3 pieces egg
// expect:   1 1/2 tbsp sugar
// expect:   3/4 tsp salt
// expect:   45 g butter
// expect: == Pancakes (serves 1) ==
// expect:   3/8 cup flour
// expect:   3/16 cup milk
// expect:   1/2 piece egg
// expect:   1/4 tbsp sugar
// expect:   1/8 tsp salt
// expect:   7 1/2 g butter
// expect: -3/4 1 1 1/2 -3 1/2
// expect: ["1/2", "2/3", "5/6"] true
