// Puzzle style: Exercism allergies with OptionSet and a wrap-around Clock value type
struct Allergens: OptionSet, CustomStringConvertible {
    let rawValue: Int

    static let eggs = Allergens(rawValue: 1 << 0)
    static let peanuts = Allergens(rawValue: 1 << 1)
    static let shellfish = Allergens(rawValue: 1 << 2)
    static let strawberries = Allergens(rawValue: 1 << 3)
    static let tomatoes = Allergens(rawValue: 1 << 4)
    static let chocolate = Allergens(rawValue: 1 << 5)
    static let pollen = Allergens(rawValue: 1 << 6)
    static let cats = Allergens(rawValue: 1 << 7)

    static let named: [(String, Allergens)] = [
        ("eggs", .eggs), ("peanuts", .peanuts), ("shellfish", .shellfish), ("strawberries", .strawberries),
        ("tomatoes", .tomatoes), ("chocolate", .chocolate), ("pollen", .pollen), ("cats", .cats),
    ]

    var description: String {
        let names = Allergens.named.filter { contains($0.1) }.map(\.0)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

for score in [0, 1, 5, 34, 255, 257] {
    let allergies = Allergens(rawValue: score & 0xFF)
    print("score \(score): \(allergies) (allergic to peanuts: \(allergies.contains(.peanuts)))")
}
var kitchen: Allergens = [.eggs, .tomatoes]
kitchen.insert(.chocolate)
kitchen.formUnion([.cats, .eggs])
kitchen.remove(.tomatoes)
let safe = Allergens(rawValue: 255).subtracting(kitchen)
print("kitchen: \(kitchen) raw \(kitchen.rawValue); safe: \(safe)")
print("Disjoint with seafood: \(kitchen.isDisjoint(with: [.shellfish])), superset: \(kitchen.isSuperset(of: .cats))")

struct Clock: Equatable, CustomStringConvertible {
    private let minutesIntoDay: Int
    init(hours: Int = 0, minutes: Int = 0) {
        let total = (hours * 60 + minutes) % 1440
        minutesIntoDay = total < 0 ? total + 1440 : total
    }
    var description: String {
        let h = minutesIntoDay / 60, m = minutesIntoDay % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
    static func + (clock: Clock, minutes: Int) -> Clock { Clock(minutes: clock.minutesIntoDay + minutes) }
    static func - (clock: Clock, minutes: Int) -> Clock { clock + -minutes }
}

let clocks = [Clock(hours: 8), Clock(hours: 25, minutes: 160), Clock(hours: -1, minutes: -40), Clock(minutes: -3000)]
print("Clocks: \(clocks.map(\.description))")
print("10:37 + 3061 = \(Clock(hours: 10, minutes: 37) + 3061), 00:03 - 4 = \(Clock(minutes: 3) - 4)")
print("Equal across days: \(Clock(hours: 15, minutes: 37) == Clock(hours: -33, minutes: 37))")
print("Midnight variants equal: \(Clock(hours: 24) == Clock(hours: 0)), \(Clock(hours: 100, minutes: 0))")
// expect: score 0: none (allergic to peanuts: false)
// expect: score 1: eggs (allergic to peanuts: false)
// expect: score 5: eggs, shellfish (allergic to peanuts: false)
// expect: score 34: peanuts, chocolate (allergic to peanuts: true)
// expect: score 255: eggs, peanuts, shellfish, strawberries, tomatoes, chocolate, pollen, cats (allergic to peanuts: true)
// expect: score 257: eggs (allergic to peanuts: false)
// expect: kitchen: eggs, chocolate, cats raw 161; safe: peanuts, shellfish, strawberries, tomatoes, pollen
// expect: Disjoint with seafood: true, superset: true
// expect: Clocks: ["08:00", "03:40", "22:20", "22:00"]
// expect: 10:37 + 3061 = 13:38, 00:03 - 4 = 23:59
// expect: Equal across days: true
// expect: Midnight variants equal: true, 04:00
