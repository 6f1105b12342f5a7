// Exercism style (Allergies): an OptionSet over a score's bits with named static members, queried and listed in order
struct Allergen: OptionSet, CustomStringConvertible {
    let rawValue: UInt

    static let eggs = Allergen(rawValue: 1 << 0)
    static let peanuts = Allergen(rawValue: 1 << 1)
    static let shellfish = Allergen(rawValue: 1 << 2)
    static let strawberries = Allergen(rawValue: 1 << 3)
    static let tomatoes = Allergen(rawValue: 1 << 4)
    static let chocolate = Allergen(rawValue: 1 << 5)
    static let pollen = Allergen(rawValue: 1 << 6)
    static let cats = Allergen(rawValue: 1 << 7)

    static let named: [(Allergen, String)] = [
        (.eggs, "eggs"), (.peanuts, "peanuts"), (.shellfish, "shellfish"), (.strawberries, "strawberries"),
        (.tomatoes, "tomatoes"), (.chocolate, "chocolate"), (.pollen, "pollen"), (.cats, "cats"),
    ]

    var description: String {
        let names = Allergen.named.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }
}

struct Allergies {
    let set: Allergen
    init(score: UInt) { set = Allergen(rawValue: score & 0xFF) }
    func isAllergic(to a: Allergen) -> Bool { set.contains(a) }
}

var ok = 0, total = 0
func expect(_ cond: Bool, _ msg: String) {
    total += 1
    if cond { ok += 1 }
    print(cond ? "PASS" : "FAIL", msg)
}

expect(!Allergies(score: 0).isAllergic(to: .peanuts), "no allergies")
expect(Allergies(score: 1).isAllergic(to: .eggs), "eggs only")
expect(Allergies(score: 5).isAllergic(to: .shellfish), "eggs and shellfish")
expect(!Allergies(score: 5).isAllergic(to: .strawberries), "not strawberries")
expect(Allergies(score: 257).set == .eggs, "ignores bits past cats")
expect(Allergies(score: 255).set.description.split(separator: ",").count == 8, "everything")
for score: UInt in [0, 3, 34, 248, 509] {
    print(score, "->", Allergies(score: score).set)
}
var custom: Allergen = [.cats, .pollen]
custom.insert(.eggs)
custom.remove(.pollen)
print(custom, custom.rawValue, custom.isSuperset(of: .cats), custom.intersection([.eggs, .peanuts]))
print("\(ok)/\(total)")

// expect: PASS no allergies
// expect: PASS eggs only
// expect: PASS eggs and shellfish
// expect: PASS not strawberries
// expect: PASS ignores bits past cats
// expect: PASS everything
// expect: 0 -> nothing
// expect: 3 -> eggs, peanuts
// expect: 34 -> peanuts, chocolate
// expect: 248 -> strawberries, tomatoes, chocolate, pollen, cats
// expect: 509 -> eggs, shellfish, strawberries, tomatoes, chocolate, pollen, cats
// expect: eggs, cats 129 true eggs
// expect: 6/6
