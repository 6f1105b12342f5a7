// CS193p style (theme chooser assignment): a NavigationStack of themes from an ObservableObject ThemeStore; `navigationDestination(for: Theme.self)` builds a GameScreen whose init does `_game = StateObject(wrappedValue: EmojiMemoryGame(theme: theme))`; the view model is made right before the pushed screen's first body (rules §4.1, §4.2, §14.3), lives while the screen is pushed, is released when it is popped (§1.4), and a second push of the same theme starts a new game
import SwiftUI

struct Theme: Identifiable, Hashable {
    let id: Int
    var name: String
    var emojis: [String]
}

final class ThemeStore: ObservableObject {
    @Published var themes = [
        Theme(id: 1, name: "Animals", emojis: ["dog", "cat"]),
        Theme(id: 2, name: "Sports", emojis: ["ball", "net"]),
    ]
}

final class EmojiMemoryGame: ObservableObject {
    let theme: Theme
    @Published private(set) var flips = 0

    init(theme: Theme) {
        self.theme = theme
        print("game \(theme.name) init")
    }
    deinit { print("game \(theme.name) deinit") }

    func flip() { flips += 1 }
}

struct GameScreen: View {
    @StateObject private var game: EmojiMemoryGame

    init(theme: Theme) {
        _game = StateObject(wrappedValue: EmojiMemoryGame(theme: theme))
    }

    var body: some View {
        let _ = print("GameScreen body: \(game.theme.name), flips \(game.flips)")
        VStack {
            Text(game.theme.emojis.joined(separator: " "))
            Button("Flip") { game.flip() }
        }
        .navigationTitle(game.theme.name)
    }
}

struct ThemeChooser: View {
    @ObservedObject var store: ThemeStore

    var body: some View {
        let _ = print("ThemeChooser body")
        NavigationStack {
            List(store.themes) { theme in
                NavigationLink(value: theme) {
                    Text(theme.name)
                }
            }
            .navigationDestination(for: Theme.self) { theme in
                GameScreen(theme: theme)
            }
            .navigationTitle("Memorize")
        }
    }
}

:mount ThemeChooser(store: ThemeStore())
// expect: ThemeChooser body
:tap "Animals"
// expect: game Animals init
// expect: GameScreen body: Animals, flips 0
:tap "Flip"
// expect: GameScreen body: Animals, flips 1
:tap "Flip"
// expect: GameScreen body: Animals, flips 2
:back
// expect: game Animals deinit
:tap "Animals"
// expect: game Animals init
// expect: GameScreen body: Animals, flips 0
:back
// expect: game Animals deinit
:tap "Sports"
// expect: game Sports init
// expect: GameScreen body: Sports, flips 0
