// Enumerations: recursive indirect enums, CaseIterable, enums with computed properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A quiz score formula as a tree, a linked list of rounds, and pizza toppings.
indirect enum Formula {
    case points(Int)
    case plus(Formula, Formula)
    case times(Formula, Formula)
    case minus(Formula)
}
func score(_ f: Formula) -> Int {
    switch f {
    case .points(let v): return v
    case let .plus(a, b): return score(a) + score(b)
    case let .times(a, b): return score(a) * score(b)
    case .minus(let a): return -score(a)
    }
}
func spell(_ f: Formula) -> String {
    switch f {
    case .points(let v): return "\(v)"
    case let .plus(a, b): return "(\(spell(a)) + \(spell(b)))"
    case let .times(a, b): return "\(spell(a)) * \(spell(b))"
    case .minus(let a): return "-\(spell(a))"
    }
}
let correct = Formula.points(12), bonus = Formula.points(3)
let penalty = Formula.times(.plus(correct, bonus), .minus(.points(1)))
let round = Formula.plus(.times(correct, .points(2)), penalty)
print(spell(penalty), "=", score(penalty))
print(spell(round), "=", score(round))

enum Rounds<T> {
    case none
    indirect case next(T, Rounds<T>)
    func toArray() -> [T] {
        switch self {
        case .none: return []
        case let .next(v, rest): return [v] + rest.toArray()
        }
    }
}
let rounds: Rounds<String> = .next("music", .next("film", .next("sport", .none)))
print(rounds.toArray())

enum Topping: String, CaseIterable {
    case mozzarella, mushrooms, anchovies, basil
    var isVegetarian: Bool { self != .anchovies }
}
print("\(Topping.allCases.count) toppings on the menu")
for t in Topping.allCases {
    print(t, t.rawValue.capitalizedFirst, t.isVegetarian)
}
extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
enum Suit: CaseIterable, Comparable { case clubs, diamonds, hearts, spades }
print(Suit.allCases.max()!, Suit.hearts > Suit.diamonds)
print(Suit.allCases.map { "\($0)" }.joined(separator: "|"))
// expect: (12 + 3) * -1 = -15
// expect: (12 * 2 + (12 + 3) * -1) = 9
// expect: ["music", "film", "sport"]
// expect: 4 toppings on the menu
// expect: mozzarella Mozzarella true
// expect: mushrooms Mushrooms true
// expect: anchovies Anchovies false
// expect: basil Basil true
// expect: spades true
// expect: clubs|diamonds|hearts|spades
