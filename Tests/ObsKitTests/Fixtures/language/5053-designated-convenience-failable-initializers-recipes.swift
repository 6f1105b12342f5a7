// Book style (Initialization): designated, convenience and failable initializers for recipes
struct Ingredient {
    let name: String
    var grams: Int
    init?(name: String, grams: Int) {
        if name.isEmpty || grams <= 0 { return nil }
        self.name = name
        self.grams = grams
    }
    init(pinchOf name: String) {
        self.name = name
        self.grams = 1
    }
}

class Recipe {
    let title: String
    var ingredients: [Ingredient]
    var servings: Int
    init(title: String, ingredients: [Ingredient], servings: Int) {
        self.title = title
        self.ingredients = ingredients
        self.servings = servings
        print("designated init for \(title)")
    }
    convenience init(title: String) {
        self.init(title: title, ingredients: [], servings: 1)
        print("convenience init for \(title)")
    }
    var totalGrams: Int { ingredients.reduce(0) { $0 + $1.grams } }
}

class Cake: Recipe {
    var layers: Int
    init(title: String, layers: Int) {
        self.layers = layers
        super.init(title: title, ingredients: [Ingredient(pinchOf: "salt")], servings: layers * 4)
        print("cake init, layers \(layers)")
    }
    override convenience init(title: String, ingredients: [Ingredient], servings: Int) {
        self.init(title: title, layers: max(1, servings / 4))
        self.ingredients += ingredients
    }
}

enum Size: Character {
    case small = "S", medium = "M", large = "L"
    init?(code: String) {
        guard let c = code.uppercased().first, let s = Size(rawValue: c) else { return nil }
        self = s
    }
}

let flour = Ingredient(name: "flour", grams: 500)
let bad = Ingredient(name: "", grams: 10)
let negative = Ingredient(name: "sugar", grams: -3)
print(flour as Any)
print(bad as Any, negative == nil)
if let f = flour { print(f.name, f.grams) }

let soup = Recipe(title: "Soup")
print(soup.servings, soup.ingredients.count)
let cake = Cake(title: "Sponge", layers: 2)
print(cake.servings, cake.totalGrams, cake.ingredients.map { $0.name })
let bigCake = Cake(title: "Party", ingredients: [flour!, Ingredient(pinchOf: "vanilla")], servings: 12)
print(bigCake.layers, bigCake.servings, bigCake.totalGrams)
print(bigCake.ingredients.map { $0.name })

print(Size(code: "m") as Any, Size(code: "x") as Any, Size(code: "") as Any)
print(Size(rawValue: "L") as Any)
let sizes = ["s", "L", "q"].compactMap { Size(code: $0) }
print(sizes)

// expect: Optional(main.Ingredient(name: "flour", grams: 500))
// expect: nil true
// expect: flour 500
// expect: designated init for Soup
// expect: convenience init for Soup
// expect: 1 0
// expect: designated init for Sponge
// expect: cake init, layers 2
// expect: 8 1 ["salt"]
// expect: designated init for Party
// expect: cake init, layers 3
// expect: 3 12 502
// expect: ["salt", "flour", "vanilla"]
// expect: Optional(main.Size.medium) nil nil
// expect: Optional(main.Size.large)
// expect: [main.Size.small, main.Size.large]
