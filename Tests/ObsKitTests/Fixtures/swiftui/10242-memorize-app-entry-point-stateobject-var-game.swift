// CS193p style: the Memorize app entry point, `@StateObject var game = EmojiMemoryGame()` in the App, handed to the root view's @ObservedObject; the App makes the view model once (rules §4.2, §4.3, §15.16), every intent re-runs the root view, "New Game" makes a new model struct in the same view model (no new object), and :unmount releases it (§1.4)
import SwiftUI

struct MemoryGame {
    private(set) var cards: [Card]
    private(set) var flips = 0

    init(contents: [String]) {
        cards = contents.enumerated().map { Card(id: $0.offset + 1, content: $0.element) }
    }

    mutating func flip(_ card: Card) {
        guard let index = cards.firstIndex(where: { $0.id == card.id }) else { return }
        cards[index].isFaceUp.toggle()
        flips += 1
    }

    struct Card: Identifiable {
        let id: Int
        var isFaceUp = false
        let content: String
    }
}

final class EmojiMemoryGame: ObservableObject {
    private static let contents = ["ghost", "ghost", "spider", "spider"]
    @Published private var model = MemoryGame(contents: contents)
    private static var made = 0
    let number: Int

    init() {
        Self.made += 1
        number = Self.made
        print("EmojiMemoryGame \(number) init")
    }
    deinit { print("EmojiMemoryGame \(number) deinit") }

    var cards: [MemoryGame.Card] { model.cards }
    var flips: Int { model.flips }

    func flip(_ card: MemoryGame.Card) { model.flip(card) }
    func newGame() { model = MemoryGame(contents: Self.contents) }
}

struct EmojiMemoryGameView: View {
    @ObservedObject var viewModel: EmojiMemoryGame

    var body: some View {
        let faceUp = viewModel.cards.filter(\.isFaceUp).map { "\($0.id)" }.joined(separator: ",")
        let _ = print("game \(viewModel.number) body: flips \(viewModel.flips), up [\(faceUp)]")
        VStack {
            Text("Flips: \(viewModel.flips)")
            HStack {
                ForEach(viewModel.cards) { card in
                    Button(card.isFaceUp ? card.content : "card \(card.id)") {
                        viewModel.flip(card)
                    }
                }
            }
            Button("New Game") { viewModel.newGame() }
        }
    }
}

@main
struct MemorizeApp: App {
    @StateObject var game = EmojiMemoryGame()

    var body: some Scene {
        WindowGroup {
            EmojiMemoryGameView(viewModel: game)
        }
    }
}

:mount MemorizeApp()
// expect: EmojiMemoryGame 1 init
// expect: game 1 body: flips 0, up []
:tap "card 2"
// expect: game 1 body: flips 1, up [2]
:tap "card 3"
// expect: game 1 body: flips 2, up [2,3]
:tap "ghost"
// expect: game 1 body: flips 3, up [3]
:tap "New Game"
// expect: game 1 body: flips 0, up []
:tap "card 4"
// expect: game 1 body: flips 1, up [4]
:unmount
// expect: EmojiMemoryGame 1 deinit
