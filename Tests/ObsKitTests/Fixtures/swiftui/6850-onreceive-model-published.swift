// Follows Apple's `onReceive(_:perform:)` page (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)),
// with a model's `@Published` publisher (Apple `published`: the `$` projected value is a publisher). Own code: a game
// whose sound-effects view plays a sound when the level changes, by receiving `game.$level`.
// - Subscribing to `$level` delivers the current value at once (rules §6.3): when the view subscribes at mount, its
//   action runs with level 1, after the view's body.
// - On a change, `$level` sends the new value inside the setter, before it is stored (rules §6.3, T1): the action,
//   which reads `game.level` too, sees the old stored value; it runs during the tap, before any body.
// - The sound view holds the game in a plain `let`: it does not observe it (rules §0.2), and the parent's renders
//   give it an equal value (same reference, rules §2.3, §2.7), so its body never runs again and onReceive keeps its
//   one subscription (whether SwiftUI resubscribes after a body of its own is not specified; it has none here).
// - The parent's @StateObject runs its body once per tap (rules §4.4, §10.1).
import SwiftUI
import Combine

final class Game: ObservableObject {
    @Published var level = 1
}

struct SoundEffects: View {
    let game: Game

    var body: some View {
        let _ = print("SoundEffects body")
        Color.clear
            .frame(width: 0, height: 0)
            .onReceive(game.$level) { newLevel in
                print("received level \(newLevel), stored \(game.level)")
            }
    }
}

struct GameView: View {
    @StateObject private var game = Game()

    var body: some View {
        let _ = print("GameView body, level \(game.level)")
        VStack {
            Text("Level \(game.level)")
            Button("Level up") { game.level += 1 }
            Button("Restart") { game.level = 1 }
            SoundEffects(game: game)
        }
    }
}

:mount GameView()
// expect: GameView body, level 1
// expect: SoundEffects body
// expect: received level 1, stored 1
:tap "Level up"
// expect: received level 2, stored 1
// expect: GameView body, level 2
:tap "Level up"
// expect: received level 3, stored 2
// expect: GameView body, level 3
:tap "Restart"
// expect: received level 1, stored 3
// expect: GameView body, level 1
