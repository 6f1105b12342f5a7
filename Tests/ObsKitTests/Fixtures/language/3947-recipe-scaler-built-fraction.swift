// App code style: recipe scaler built on a Fraction value type
struct Fraction: Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    let num: Int, den: Int

    init(_ n: Int, _ d: Int = 1) {
        precondition(d != 0, "zero denominator")
        let g = Fraction.gcd(abs(n), abs(d))
        let sign = d < 0 ? -1 : 1
        num = sign * n / g
        den = sign * d / g
    }

    init(integerLiteral value: Int) { self.init(value) }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? max(a, 1) : gcd(b, a % b) }

    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static func / (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den, a.den * b.num) }
    static func < (a: Fraction, b: Fraction) -> Bool { a.num * b.den < b.num * a.den }

    var description: String {
        if den == 1 { return "\(num)" }
        let whole = num / den, rest = num % den
        return whole == 0 ? "\(rest)/\(den)" : "\(whole) \(rest)/\(den)"
    }
}

struct Ingredient {
    let name: String
    var amount: Fraction
    let unit: String
}

struct Recipe {
    let title: String
    let serves: Int
    var ingredients: [Ingredient]

    func scaled(to people: Int) -> Recipe {
        let factor = Fraction(people, serves)
        return Recipe(title: title, serves: people, ingredients: ingredients.map {
            var i = $0; i.amount = i.amount * factor; return i
        })
    }

    func printCard() {
        print("\(title) (serves \(serves))")
        for i in ingredients { print("  \(i.amount) \(i.unit) \(i.name)") }
    }
}

let pancakes = Recipe(title: "Pancakes", serves: 4, ingredients: [
    Ingredient(name: "flour", amount: Fraction(3, 2), unit: "cup"),
    Ingredient(name: "milk", amount: Fraction(5, 4), unit: "cup"),
    Ingredient(name: "eggs", amount: 2, unit: "whole"),
    Ingredient(name: "sugar", amount: Fraction(1, 3), unit: "cup"),
])
pancakes.printCard()
pancakes.scaled(to: 6).printCard()
pancakes.scaled(to: 1).printCard()
let total = pancakes.ingredients.filter { $0.unit == "cup" }.map(\.amount).reduce(0, +)
print("cups total: \(total)")
print("largest: \(pancakes.ingredients.max { $0.amount < $1.amount }!.name)")
print(Fraction(6, -8), Fraction(10, 5), Fraction(1, 2) / Fraction(1, 4), Fraction(2, 3) < Fraction(3, 4))
// expect: Pancakes (serves 4)
// expect:   1 1/2 cup flour
// expect:   1 1/4 cup milk
// expect:   2 whole eggs
// expect:   1/3 cup sugar
// expect: Pancakes (serves 6)
// expect:   2 1/4 cup flour
// expect:   1 7/8 cup milk
// expect:   3 whole eggs
// expect:   1/2 cup sugar
// expect: Pancakes (serves 1)
// expect:   3/8 cup flour
// expect:   5/16 cup milk
// expect:   1/2 whole eggs
// expect:   1/12 cup sugar
// expect: cups total: 3 1/12
// expect: largest: eggs
// expect: -3/4 2 2 true
