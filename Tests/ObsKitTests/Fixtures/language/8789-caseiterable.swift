// Compiler test style (CaseIterable): allCases ordering and generic use
enum Suit: String, CaseIterable {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}

enum Rank: Int, CaseIterable {
    case two = 2, three, four, jack = 11, queen, king, ace
}

print(Suit.allCases.count, Rank.allCases.count)
print(Suit.allCases.map(\.rawValue).joined())
print(Rank.allCases.map(\.rawValue))
print(Suit.allCases.first!, Rank.allCases.last!)

func names<T: CaseIterable>(of _: T.Type) -> [String] {
    T.allCases.map { "\($0)" }
}
print(names(of: Suit.self))

enum Toggle: CaseIterable {
    case on, off
    var flipped: Toggle {
        let all = Self.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}
print(Toggle.on.flipped, Toggle.off.flipped)

// An explicit allCases replaces the synthesized declaration order
enum Size: CaseIterable {
    case small, medium, large
    static var allCases: [Size] { [.large, .medium, .small] }
}
print(Size.allCases)

// Cartesian product for a deck
var deck: [String] = []
for s in Suit.allCases {
    for r in Rank.allCases where r.rawValue > 12 {
        deck.append("\(r)\(s.rawValue)")
    }
}
print(deck.count, deck.prefix(3).joined(separator: " "))

let index = Rank.allCases.firstIndex(of: .queen)!
print("queen at", index, "type", type(of: Rank.allCases))

// expect: 4 7
// expect: ♠♥♦♣
// expect: [2, 3, 4, 11, 12, 13, 14]
// expect: spades ace
// expect: ["spades", "hearts", "diamonds", "clubs"]
// expect: off on
// expect: [main.Size.large, main.Size.medium, main.Size.small]
// expect: 8 king♠ ace♠ king♥
// expect: queen at 4 type Array<Rank>
