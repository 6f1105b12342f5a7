// What's new in Swift 6.2 style (small library additions): string interpolation with a default for optionals and enumerated() used as a Collection
struct Player {
    let name: String
    let nickname: String?
    let score: Int?
}

let roster = [
    Player(name: "Mia", nickname: "Ace", score: 120),
    Player(name: "Noah", nickname: nil, score: 85),
    Player(name: "Zoe", nickname: "Blaze", score: nil),
]

for p in roster {
    print("\(p.name) aka \(p.nickname, default: "no nickname"): \(p.score, default: "unscored")")
}

let ranked = roster.map(\.name).enumerated()
print("count:", ranked.count)
print("first:", ranked[ranked.startIndex].offset, ranked[ranked.startIndex].element)
print("last offset:", ranked.reversed().first!.offset)
let middle = ranked[ranked.index(after: ranked.startIndex)]
print("middle:", middle.element)

let positions = ranked.map { "\($0.offset + 1). \($0.element)" }
print(positions.joined(separator: " | "))

let letters = "swift".enumerated()
let everyOther = letters.filter { $0.offset.isMultiple(of: 2) }.map(\.element)
print(String(everyOther))
print("letters:", letters.count, "is empty:", letters.isEmpty)

let maybe: Double? = nil
print("value: \(maybe, default: "n/a"), doubled: \(maybe.map { $0 * 2 }, default: "n/a")")

// expect: Mia aka Ace: 120
// expect: Noah aka no nickname: 85
// expect: Zoe aka Blaze: unscored
// expect: count: 3
// expect: first: 0 Mia
// expect: last offset: 2
// expect: middle: Noah
// expect: 1. Mia | 2. Noah | 3. Zoe
// expect: sit
// expect: letters: 5 is empty: false
// expect: value: n/a, doubled: n/a
