// Swift book style (Opaque and Boxed Protocol Types): a protocol with a Self requirement used through generics, some, and opened existentials
protocol Contender {
    var label: String { get }
    var power: Int { get }
    func beats(_ other: Self) -> Bool
}

struct Knight: Contender {
    let label: String
    let power: Int
    func beats(_ other: Knight) -> Bool { power > other.power }
}

struct Wizard: Contender {
    let label: String
    let power: Int
    let mana: Int
    func beats(_ other: Wizard) -> Bool { power + mana > other.power + other.mana }
}

func champion<C: Contender>(of entrants: [C]) -> C {
    entrants.dropFirst().reduce(entrants[0]) { best, next in next.beats(best) ? next : best }
}

func strongestKnight() -> some Contender {
    champion(of: [Knight(label: "Ser Amos", power: 7), Knight(label: "Dame Ro", power: 9)])
}

let k1 = strongestKnight()
let k2 = strongestKnight()
// same opaque type on both sides, so beats(_:) is callable
print(k1.label, "beats itself?", k1.beats(k2))

let wizards = [Wizard(label: "Ul", power: 3, mana: 8), Wizard(label: "Vex", power: 6, mana: 4), Wizard(label: "Oda", power: 2, mana: 10)]
print("wizard champion:", champion(of: wizards).label)

// Boxed values lose the Self-typed method, but we can open them into a generic
let roster: [any Contender] = [Knight(label: "Pell", power: 5), Wizard(label: "Zin", power: 4, mana: 4)]

func selfDuel<C: Contender>(_ c: C) -> String {
    let shadow = c
    return "\(c.label) vs shadow: \(c.beats(shadow) ? "wins" : "draw")"
}
for c in roster {
    print(selfDuel(c))
}

func crossDuel(_ a: any Contender, _ b: any Contender) -> String {
    if let ka = a as? Knight, let kb = b as? Knight {
        return ka.beats(kb) ? ka.label : kb.label
    }
    return a.power >= b.power ? a.label : b.label   // fall back to shared power
}
print("cross duel:", crossDuel(roster[0], roster[1]))
print("knight duel:", crossDuel(Knight(label: "A", power: 1), Knight(label: "B", power: 2)))
print(roster.map(\.label).sorted(), roster.map(\.power).reduce(0, +))

// expect: Dame Ro beats itself? false
// expect: wizard champion: Oda
// expect: Pell vs shadow: draw
// expect: Zin vs shadow: draw
// expect: cross duel: Pell
// expect: knight duel: B
// expect: ["Pell", "Zin"] 9
