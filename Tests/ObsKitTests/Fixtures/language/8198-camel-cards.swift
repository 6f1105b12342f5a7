// Advent of Code style: poker-like hand ranking with jokers, sorting with a custom comparator
let input = """
32T3K 765
T55J5 684
KK677 28
KTJJT 220
QQQJA 483
"""

struct Hand {
    let cards: [Character]
    let bid: Int
}

let hands = input.split(separator: "\n").map { line -> Hand in
    let parts = line.split(separator: " ")
    return Hand(cards: Array(parts[0]), bid: Int(parts[1])!)
}

func kind(_ cards: [Character], jokers: Bool) -> Int {
    var counts: [Character: Int] = [:]
    for c in cards { counts[c, default: 0] += 1 }
    var jokerCount = 0
    if jokers, let j = counts.removeValue(forKey: "J") {
        jokerCount = j
    }
    var sizes = counts.values.sorted(by: >)
    if sizes.isEmpty { sizes = [0] }
    sizes[0] += jokerCount
    switch (sizes[0], sizes.count > 1 ? sizes[1] : 0) {
    case (5, _): return 6
    case (4, _): return 5
    case (3, 2): return 4
    case (3, _): return 3
    case (2, 2): return 2
    case (2, _): return 1
    default: return 0
    }
}

func winnings(order: String, jokers: Bool) -> Int {
    let strength = Array(order)
    let ranked = hands.sorted { a, b in
        let ka = kind(a.cards, jokers: jokers), kb = kind(b.cards, jokers: jokers)
        if ka != kb { return ka < kb }
        for (x, y) in zip(a.cards, b.cards) where x != y {
            return strength.firstIndex(of: x)! < strength.firstIndex(of: y)!
        }
        return false
    }
    print(ranked.map { String($0.cards) }.joined(separator: " < "))
    return ranked.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element.bid }
}

print("Part 1: \(winnings(order: "23456789TJQKA", jokers: false))")
print("Part 2: \(winnings(order: "J23456789TQKA", jokers: true))")

// expect: 32T3K < KTJJT < KK677 < T55J5 < QQQJA
// expect: Part 1: 6440
// expect: 32T3K < KK677 < T55J5 < QQQJA < KTJJT
// expect: Part 2: 5905
