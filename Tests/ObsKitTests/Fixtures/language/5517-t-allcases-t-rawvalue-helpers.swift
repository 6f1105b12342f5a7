// Swift Forums style (CaseIterable and RawRepresentable through generics): T.allCases and T(rawValue:) in helpers
enum Suit: String, CaseIterable { case hearts, spades, clubs }
enum Level: Int, CaseIterable, Comparable {
    case low = 1, mid = 5, high = 9
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}

func names<E: CaseIterable & RawRepresentable>(_ : E.Type) -> [E.RawValue] {
    E.allCases.map(\.rawValue)
}

func parse<E: RawRepresentable>(_ raws: [E.RawValue]) -> [E?] {
    raws.map { E(rawValue: $0) }
}

func next<E: CaseIterable & Equatable>(_ e: E) -> E {
    let all = Array(E.allCases)
    let i = all.firstIndex(of: e)!
    return all[(i + 1) % all.count]
}

print(names(Suit.self))
print(names(Level.self))
let suits: [Suit?] = parse(["clubs", "diamonds"])
print(suits)
print(parse([5, 2]) as [Level?])
print(next(Suit.clubs), next(Level.low))
print(Level.allCases.max()!, Suit.allCases.count)

// expect: ["hearts", "spades", "clubs"]
// expect: [1, 5, 9]
// expect: [Optional(main.Suit.clubs), nil]
// expect: [Optional(main.Level.mid), nil]
// expect: hearts mid
// expect: high 3
