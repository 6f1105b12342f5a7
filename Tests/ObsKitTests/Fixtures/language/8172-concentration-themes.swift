// Course exercise: Memorize themes as a struct with static themes, feeding a generic card model
struct Theme: Identifiable {
    let name: String
    let emojis: [String]
    let numberOfPairs: Int
    let color: String
    var id: String { name }

    static let halloween = Theme(name: "Halloween", emojis: ["👻", "🎃", "🕷️", "😈", "💀"], numberOfPairs: 4, color: "orange")
    static let vehicles = Theme(name: "Vehicles", emojis: ["🚗", "🚕", "🚌"], numberOfPairs: 5, color: "red")
    static let all = [halloween, vehicles]
}

struct CardGame<Content: Equatable> {
    struct Card {
        let content: Content
        var isMatched = false
    }
    private(set) var cards: [Card] = []

    init(pairs: Int, content: (Int) -> Content) {
        for i in 0..<pairs {
            cards += [Card(content: content(i)), Card(content: content(i))]
        }
    }

    mutating func rearrange(by step: Int) {
        // Deterministic stand-in for shuffle(): take every step-th card cyclically.
        var result: [Card] = []
        var index = 0
        for _ in cards.indices {
            result.append(cards[index])
            index = (index + step) % cards.count
        }
        cards = result
    }

    mutating func match(_ a: Int, _ b: Int) -> Bool {
        guard a != b, cards[a].content == cards[b].content else { return false }
        cards[a].isMatched = true
        cards[b].isMatched = true
        return true
    }

    var remaining: Int { cards.filter { !$0.isMatched }.count }
}

for theme in Theme.all {
    let pairs = min(theme.numberOfPairs, theme.emojis.count)
    var game = CardGame(pairs: pairs) { theme.emojis[$0] }
    game.rearrange(by: 5)
    print("\(theme.name) (\(theme.color)): \(game.cards.map(\.content).joined())")
    let first = game.cards[0].content
    if let partner = game.cards.indices.dropFirst().first(where: { game.cards[$0].content == first }) {
        print("  match 0 & \(partner): \(game.match(0, partner)), remaining \(game.remaining)")
    }
    print("  bogus match: \(game.match(1, 1))")
}
print("themes: \(Theme.all.map(\.id))")

// expect: Halloween (orange): 👻🕷️🎃😈🕷️👻😈🎃
// expect:   match 0 & 5: true, remaining 6
// expect:   bogus match: false
// expect: Vehicles (red): 🚗🚌🚌🚕🚕🚗
// expect:   match 0 & 5: true, remaining 4
// expect:   bogus match: false
// expect: themes: ["Halloween", "Vehicles"]
