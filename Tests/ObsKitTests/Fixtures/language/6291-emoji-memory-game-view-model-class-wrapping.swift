// CS193p style (model and view model): an emoji memory game view model class wrapping a struct model, with intents and shuffle-free reset
struct CardModel<Content: Equatable> {
    struct Card {
        let id: Int
        let content: Content
        var isFaceUp = false
        var isMatched = false
    }
    private(set) var cards: [Card] = []
    private(set) var flips = 0

    init(pairs: Int, content: (Int) -> Content) {
        for i in 0..<pairs {
            cards += [Card(id: 2 * i, content: content(i)), Card(id: 2 * i + 1, content: content(i))]
        }
        cards = cards.enumerated().sorted { ($0.offset % 3, $0.offset) < ($1.offset % 3, $1.offset) }.map(\.element)
    }

    mutating func flip(id: Int) {
        guard let i = cards.firstIndex(where: { $0.id == id }), !cards[i].isMatched else { return }
        flips += 1
        let faceUp = cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
        if faceUp.count == 1, let j = faceUp.first, j != i {
            cards[i].isFaceUp = true
            if cards[i].content == cards[j].content {
                cards[i].isMatched = true
                cards[j].isMatched = true
            }
        } else {
            for k in cards.indices where !cards[k].isMatched { cards[k].isFaceUp = false }
            cards[i].isFaceUp = true
        }
    }
    var isComplete: Bool { cards.allSatisfy(\.isMatched) }
}

class EmojiGameViewModel {
    private static let emojis = ["🚗", "🚕", "🚙", "🚌"]
    private var model: CardModel<String>
    var onChange: (() -> Void)?

    init(pairs: Int) {
        model = EmojiGameViewModel.makeModel(pairs: pairs)
    }
    private static func makeModel(pairs: Int) -> CardModel<String> {
        CardModel(pairs: min(pairs, emojis.count)) { emojis[$0] }
    }
    var cards: [CardModel<String>.Card] { model.cards }
    var board: String { cards.map { $0.isMatched ? "·" : ($0.isFaceUp ? $0.content : "?") }.joined() }

    func choose(_ id: Int) { model.flip(id: id); onChange?() }
    func newGame() { model = EmojiGameViewModel.makeModel(pairs: 3); onChange?() }
    var status: String { model.isComplete ? "won in \(model.flips) flips" : "\(model.flips) flips" }
}

let vm = EmojiGameViewModel(pairs: 3)
vm.onChange = { print(vm.board, vm.status) }
print(vm.cards.map(\.id))
for id in [0, 1, 2, 4, 3, 2, 5, 4] { vm.choose(id) }
vm.newGame()

// expect: [0, 3, 1, 4, 2, 5]
// expect: 🚗????? 1 flips
// expect: ·?·??? 2 flips
// expect: ·?·?🚕? 3 flips
// expect: ·?·🚙🚕? 4 flips
// expect: ·🚕·??? 5 flips
// expect: ···?·? 6 flips
// expect: ···?·🚙 7 flips
// expect: ······ won in 8 flips
// expect: ?????? 0 flips
