// Exercism style (Allergies): an OptionSet of allergens decoded from a score, with names listed in order
struct Allergens: OptionSet, CaseIterable {
    let rawValue: UInt

    static let eggs = Allergens(rawValue: 1 << 0)
    static let peanuts = Allergens(rawValue: 1 << 1)
    static let shellfish = Allergens(rawValue: 1 << 2)
    static let strawberries = Allergens(rawValue: 1 << 3)
    static let tomatoes = Allergens(rawValue: 1 << 4)
    static let chocolate = Allergens(rawValue: 1 << 5)
    static let pollen = Allergens(rawValue: 1 << 6)
    static let cats = Allergens(rawValue: 1 << 7)

    static let allCases: [Allergens] = [.eggs, .peanuts, .shellfish, .strawberries, .tomatoes, .chocolate, .pollen, .cats]
    static let names = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]
}

struct Allergies {
    let allergens: Allergens

    init(_ score: UInt) {
        allergens = Allergens(rawValue: score & 0xFF)
    }

    func allergicTo(_ item: Allergens) -> Bool {
        allergens.contains(item)
    }

    var list: [String] {
        zip(Allergens.allCases, Allergens.names).compactMap { allergens.contains($0) ? $1 : nil }
    }
}

for score: UInt in [0, 1, 2, 3, 5, 8, 34, 248, 255, 257, 509] {
    let a = Allergies(score)
    print(score, a.list.isEmpty ? "nothing" : a.list.joined(separator: ", "))
}
let tom = Allergies(34)
print("peanuts:", tom.allergicTo(.peanuts), "chocolate:", tom.allergicTo(.chocolate), "eggs:", tom.allergicTo(.eggs))
var combined: Allergens = [.eggs, .cats]
combined.insert(.pollen)
combined.remove(.eggs)
print(combined.rawValue, combined.contains(.cats), combined.isSuperset(of: [.pollen, .cats]))
print(Allergens.eggs.union(.peanuts).rawValue, Allergens(rawValue: 7).intersection([.shellfish, .cats]).rawValue)
print(Allergens(rawValue: 255).symmetricDifference([.eggs, .peanuts]).rawValue)

// expect: 0 nothing
// expect: 1 eggs
// expect: 2 peanuts
// expect: 3 eggs, peanuts
// expect: 5 eggs, shellfish
// expect: 8 strawberries
// expect: 34 peanuts, chocolate
// expect: 248 strawberries, tomatoes, chocolate, pollen, cats
// expect: 255 eggs, peanuts, shellfish, strawberries, tomatoes, chocolate, pollen, cats
// expect: 257 eggs
// expect: 509 eggs, shellfish, strawberries, tomatoes, chocolate, pollen, cats
// expect: peanuts: true chocolate: true eggs: false
// expect: 192 true true
// expect: 3 4
// expect: 252
