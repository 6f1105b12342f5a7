// App code style: recipe scaler with fractions
struct Fraction: CustomStringConvertible, Comparable, Hashable {
    let num: Int
    let den: Int

    init(_ num: Int, _ den: Int = 1) {
        precondition(den != 0)
        let g = Fraction.gcd(abs(num), abs(den))
        let sign = den < 0 ? -1 : 1
        self.num = sign * num / g
        self.den = sign * den / g
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? max(a, 1) : gcd(b, a % b) }

    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static func + (a: Fraction, b: Fraction) -> Fraction {
        Fraction(a.num * b.den + b.num * a.den, a.den * b.den)
    }
    static func < (a: Fraction, b: Fraction) -> Bool { a.num * b.den < b.num * a.den }

    var description: String {
        if den == 1 { return "\(num)" }
        let whole = num / den
        let rest = num % den
        return whole == 0 ? "\(rest)/\(den)" : "\(whole) \(rest)/\(den)"
    }
}

struct Ingredient {
    let name: String
    let amount: Fraction
    let unit: String
}

struct Recipe {
    let title: String
    let serves: Int
    var ingredients: [Ingredient]

    func scaled(to people: Int) -> Recipe {
        let factor = Fraction(people, serves)
        return Recipe(title: title, serves: people,
                      ingredients: ingredients.map { Ingredient(name: $0.name, amount: $0.amount * factor, unit: $0.unit) })
    }

    func printCard() {
        print("== \(title) (serves \(serves)) ==")
        let width = ingredients.map { $0.amount.description.count + $0.unit.count }.max() ?? 0
        for ing in ingredients {
            let qty = "\(ing.amount) \(ing.unit)"
            print(qty + String(repeating: " ", count: width + 2 - qty.count) + ing.name)
        }
    }
}

let pancakes = Recipe(title: "Pancakes", serves: 4, ingredients: [
    Ingredient(name: "flour", amount: Fraction(3, 2), unit: "cup"),
    Ingredient(name: "milk", amount: Fraction(5, 4), unit: "cup"),
    Ingredient(name: "egg", amount: Fraction(1), unit: "pc"),
    Ingredient(name: "sugar", amount: Fraction(2), unit: "tbsp"),
    Ingredient(name: "salt", amount: Fraction(1, 4), unit: "tsp"),
])
pancakes.printCard()
pancakes.scaled(to: 6).printCard()
pancakes.scaled(to: 2).printCard()

let amounts = pancakes.ingredients.map(\.amount)
print("sorted:", amounts.sorted())
print("sum:", amounts.reduce(Fraction(0), +))
print("distinct:", Set(amounts.map { $0 * Fraction(2) }).count)
print(Fraction(6, -8), Fraction(10, 5), Fraction(0, 3))

// expect: == Pancakes (serves 4) ==
// expect: 1 1/2 cup flour
// expect: 1 1/4 cup milk
// expect: 1 pc      egg
// expect: 2 tbsp    sugar
// expect: 1/4 tsp   salt
// expect: == Pancakes (serves 6) ==
// expect: 2 1/4 cup flour
// expect: 1 7/8 cup milk
// expect: 1 1/2 pc  egg
// expect: 3 tbsp    sugar
// expect: 3/8 tsp   salt
// expect: == Pancakes (serves 2) ==
// expect: 3/4 cup flour
// expect: 5/8 cup milk
// expect: 1/2 pc  egg
// expect: 1 tbsp  sugar
// expect: 1/8 tsp salt
// expect: sorted: [1/4, 1, 1 1/4, 1 1/2, 2]
// expect: sum: 6
// expect: distinct: 5
// expect: -3/4 2 0
