// Exercism Swift track style (Allergies): decode an allergy score into an OptionSet
struct Allergens: OptionSet, CustomStringConvertible {
  let rawValue: UInt

  static let eggs         = Allergens(rawValue: 1 << 0)
  static let peanuts      = Allergens(rawValue: 1 << 1)
  static let shellfish    = Allergens(rawValue: 1 << 2)
  static let strawberries = Allergens(rawValue: 1 << 3)
  static let tomatoes     = Allergens(rawValue: 1 << 4)
  static let chocolate    = Allergens(rawValue: 1 << 5)
  static let pollen       = Allergens(rawValue: 1 << 6)
  static let cats         = Allergens(rawValue: 1 << 7)

  static let ordered: [(Allergens, String)] = [
    (.eggs, "eggs"), (.peanuts, "peanuts"), (.shellfish, "shellfish"), (.strawberries, "strawberries"),
    (.tomatoes, "tomatoes"), (.chocolate, "chocolate"), (.pollen, "pollen"), (.cats, "cats"),
  ]

  var names: [String] { Allergens.ordered.filter { contains($0.0) }.map(\.1) }
  var description: String { names.isEmpty ? "nothing" : names.joined(separator: ", ") }
}

struct Allergies {
  let flags: Allergens
  init(score: UInt) {
    // only the lowest eight bits are meaningful
    flags = Allergens(rawValue: score & 0xFF)
  }
  func isAllergic(to a: Allergens) -> Bool { flags.contains(a) }
}

let scores: [UInt] = [0, 1, 3, 5, 8, 34, 248, 255, 257, 509]
for s in scores {
  let a = Allergies(score: s)
  print("score \(s): \(a.flags) (\(a.flags.names.count) items)")
}

let patient = Allergies(score: 41)
print("eggs?", patient.isAllergic(to: .eggs))
print("peanuts?", patient.isAllergic(to: .peanuts))
print("chocolate?", patient.isAllergic(to: .chocolate))
print("eggs and strawberries?", patient.isAllergic(to: [.eggs, .strawberries]))
print("eggs and cats?", patient.isAllergic(to: [.eggs, .cats]))

var family: Allergens = [.pollen]
family.insert(.cats)
family.formUnion([.eggs, .pollen])
print(family, family.rawValue)
family.remove(.pollen)
print(family, family.rawValue)
let shared = family.intersection(Allergies(score: 129).flags)
print("shared:", shared, "| symmetric:", family.symmetricDifference([.eggs, .tomatoes]))
print(Allergens().isEmpty, family.isSuperset(of: .cats), family.isDisjoint(with: [.peanuts, .shellfish]))
// expect: score 0: nothing (0 items)
// expect: score 1: eggs (1 items)
// expect: score 3: eggs, peanuts (2 items)
// expect: score 5: eggs, shellfish (2 items)
// expect: score 8: strawberries (1 items)
// expect: score 34: peanuts, chocolate (2 items)
// expect: score 248: strawberries, tomatoes, chocolate, pollen, cats (5 items)
// expect: score 255: eggs, peanuts, shellfish, strawberries, tomatoes, chocolate, pollen, cats (8 items)
// expect: score 257: eggs (1 items)
// expect: score 509: eggs, shellfish, strawberries, tomatoes, chocolate, pollen, cats (7 items)
// expect: eggs? true
// expect: peanuts? false
// expect: chocolate? true
// expect: eggs and strawberries? true
// expect: eggs and cats? false
// expect: eggs, pollen, cats 193
// expect: eggs, cats 129
// expect: shared: eggs, cats | symmetric: tomatoes, cats
// expect: true true true
