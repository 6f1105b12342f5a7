// CS193p style: Memorize with themes; the view model owns the theme and the model struct, "New Game" replaces both; the new cards have new ids, so every old row is destroyed and new rows made (rules §1.2): the new cards' bodies run in the update, then the old cards' onDisappear and the new cards' onAppear (§11.1, disappears before appears)
import SwiftUI

struct Theme {
    let name: String
    let emojis: [String]
    let prefix: String
}

struct MemoryGame<CardContent: Equatable> {
    private(set) var cards: [Card] = []

    init(prefix: String, numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = cardContentFactory(pairIndex)
            cards.append(Card(id: "\(prefix)\(pairIndex * 2 + 1)", content: content))
            cards.append(Card(id: "\(prefix)\(pairIndex * 2 + 2)", content: content))
        }
    }

    mutating func flip(_ card: Card) {
        if let index = cards.firstIndex(where: { $0.id == card.id }) {
            cards[index].isFaceUp.toggle()
        }
    }

    struct Card: Identifiable {
        let id: String
        var isFaceUp = false
        let content: CardContent
    }
}

final class ThemedMemoryGame: ObservableObject {
    typealias Card = MemoryGame<String>.Card
    private static let themes = [
        Theme(name: "Animals", emojis: ["dog", "cat"], prefix: "A"),
        Theme(name: "Food", emojis: ["apple", "pear"], prefix: "F"),
    ]

    private var themeIndex = 0
    private(set) var theme: Theme
    @Published private var model: MemoryGame<String>

    private static func createGame(for theme: Theme) -> MemoryGame<String> {
        MemoryGame(prefix: theme.prefix, numberOfPairsOfCards: theme.emojis.count) { theme.emojis[$0] }
    }

    init() {
        theme = Self.themes[0]
        model = Self.createGame(for: Self.themes[0])
        print("ThemedMemoryGame init")
    }

    var cards: [Card] { model.cards }

    // MARK: - Intents
    func flip(_ card: Card) {
        model.flip(card)
    }

    func newGame() {
        themeIndex = (themeIndex + 1) % Self.themes.count
        theme = Self.themes[themeIndex]
        model = Self.createGame(for: theme)
        print("new game: \(theme.name)")
    }
}

struct CardView: View {
    let card: ThemedMemoryGame.Card

    var body: some View {
        let _ = print("CardView \(card.id) body: \(card.isFaceUp ? card.content : "down")")
        Text(card.isFaceUp ? card.content : "card \(card.id)")
            .onAppear { print("appear \(card.id)") }
            .onDisappear { print("disappear \(card.id)") }
    }
}

struct GameView: View {
    @ObservedObject var viewModel: ThemedMemoryGame

    var body: some View {
        let _ = print("GameView body: \(viewModel.theme.name)")
        VStack {
            Text(viewModel.theme.name).font(.title)
            HStack {
                ForEach(viewModel.cards) { card in
                    CardView(card: card)
                        .onTapGesture { viewModel.flip(card) }
                }
            }
            Button("New Game") { viewModel.newGame() }
        }
    }
}

:mount GameView(viewModel: ThemedMemoryGame())
// expect: ThemedMemoryGame init
// expect: GameView body: Animals
// expect: CardView A1 body: down
// expect: CardView A2 body: down
// expect: CardView A3 body: down
// expect: CardView A4 body: down
// expect: appear A1
// expect: appear A2
// expect: appear A3
// expect: appear A4
:tap "card A3"
// expect: GameView body: Animals
// expect: CardView A3 body: cat
:tap "New Game"
// expect: new game: Food
// expect: GameView body: Food
// expect: CardView F1 body: down
// expect: CardView F2 body: down
// expect: CardView F3 body: down
// expect: CardView F4 body: down
// expect: disappear A1
// expect: disappear A2
// expect: disappear A3
// expect: disappear A4
// expect: appear F1
// expect: appear F2
// expect: appear F3
// expect: appear F4
:tap "card F2"
// expect: GameView body: Food
// expect: CardView F2 body: apple
:tap "New Game"
// expect: new game: Animals
// expect: GameView body: Animals
// expect: CardView A1 body: down
// expect: CardView A2 body: down
// expect: CardView A3 body: down
// expect: CardView A4 body: down
// expect: disappear F1
// expect: disappear F2
// expect: disappear F3
// expect: disappear F4
// expect: appear A1
// expect: appear A2
// expect: appear A3
// expect: appear A4
