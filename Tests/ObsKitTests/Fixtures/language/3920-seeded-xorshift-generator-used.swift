// App code style: seeded xorshift generator used to deal and shuffle a card deck
struct XorShift64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E3779B97F4A7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

enum Suit: String, CaseIterable { case spades = "S", hearts = "H", diamonds = "D", clubs = "C" }

struct Card: CustomStringConvertible, Comparable {
    let rank: Int
    let suit: Suit
    var description: String {
        let names = [11: "J", 12: "Q", 13: "K", 14: "A"]
        return (names[rank] ?? String(rank)) + suit.rawValue
    }
    static func < (a: Card, b: Card) -> Bool { a.rank != b.rank ? a.rank < b.rank : a.suit.rawValue < b.suit.rawValue }
}

var rng = XorShift64(seed: 2024)
print("raw:", (0..<3).map { _ in rng.next() % 1000 })

let deck = Suit.allCases.flatMap { s in (2...14).map { Card(rank: $0, suit: s) } }
print("deck size \(deck.count)")
var shuffled = deck.shuffled(using: &rng)
var hands: [[Card]] = Array(repeating: [], count: 4)
for i in 0..<20 { hands[i % 4].append(shuffled.removeFirst()) }
for (n, hand) in hands.enumerated() {
    let sorted = hand.sorted()
    let score = hand.map { min($0.rank, 10) }.reduce(0, +)
    print("player \(n + 1): \(sorted) score=\(score) high=\(sorted.last!)")
}
print("remaining \(shuffled.count), top: \(shuffled.prefix(3))")
print("random card: \(deck.randomElement(using: &rng)!)")
let rolls = (0..<10).map { _ in Int.random(in: 1...6, using: &rng) }
print("rolls: \(rolls) sum=\(rolls.reduce(0, +))")
var again = XorShift64(seed: 2024)
_ = (0..<3).map { _ in again.next() }
print("reproducible:", deck.shuffled(using: &again) == deck.shuffled(using: &again) ? "same twice" : "differs", deck.shuffled(using: &again).count)
let coin = (0..<12).map { _ in Bool.random(using: &rng) ? "H" : "T" }.joined()
print("coins: \(coin)")
// expect: raw: [495, 436, 319]
// expect: deck size 52
// expect: player 1: [2H, 4H, 5C, 5S, 8C] score=24 high=8C
// expect: player 2: [2C, 3S, 10H, JS, KS] score=35 high=KS
// expect: player 3: [3H, 6D, 8D, 9C, AS] score=36 high=AS
// expect: player 4: [2D, 3C, 6H, JC, KD] score=31 high=KD
// expect: remaining 32, top: [4C, 9D, 10C]
// expect: random card: KD
// expect: rolls: [5, 3, 3, 4, 2, 2, 6, 5, 6, 4] sum=40
// expect: reproducible: differs 52
// expect: coins: HTTTTHHTHTHH
