// Exercism style (Allergies): OptionSet-free bitmask allergies using an enum with raw values and CaseIterable
enum Allergen: Int, CaseIterable {
    case eggs = 1
    case peanuts = 2
    case shellfish = 4
    case strawberries = 8
    case tomatoes = 16
    case chocolate = 32
    case pollen = 64
    case cats = 128
}

struct Allergies {
    let score: Int
    init(_ score: Int) { self.score = score }
    func isAllergic(to a: Allergen) -> Bool { score & a.rawValue != 0 }
    var list: [Allergen] { Allergen.allCases.filter(isAllergic) }
}

let cases = [0, 1, 5, 8, 248, 255, 509]
for s in cases {
    let a = Allergies(s)
    print(s, a.list.map { "\($0)" })
}
print(Allergies(34).isAllergic(to: .chocolate), Allergies(34).isAllergic(to: .eggs))
print(Allergen(rawValue: 16) ?? .eggs, Allergen(rawValue: 3) as Any)
print(Allergen.allCases.count, Allergen.allCases.last!.rawValue)

// expect: 0 []
// expect: 1 ["eggs"]
// expect: 5 ["eggs", "shellfish"]
// expect: 8 ["strawberries"]
// expect: 248 ["strawberries", "tomatoes", "chocolate", "pollen", "cats"]
// expect: 255 ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]
// expect: 509 ["eggs", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]
// expect: true false
// expect: tomatoes nil
// expect: 8 128
