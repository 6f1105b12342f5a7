// rules §4, §1: a model made by the parent and handed to `StateObject(wrappedValue:)` in the child's
// init is kept only the first time; each later one lives as long as the child's view value, then goes.
// `:unmount` releases the installed one, then the last view value's. (The thunk keeps the init's `game`
// parameter, nothing more; the order at unmount is ours: SwiftUI does not document it.)
import SwiftUI

final class Game: ObservableObject {
    let round: Int
    init(round: Int) { self.round = round; print("Game \(round) init") }
    deinit { print("Game \(round) deinit") }
}

struct Screen: View {
    @StateObject private var game: Game
    init(game: Game) { _game = StateObject(wrappedValue: game) }
    var body: some View { Text("round \(game.round)") }
}

struct Host: View {
    @State private var round = 1
    var body: some View {
        VStack {
            Button("Next") { round += 1 }
            Screen(game: Game(round: round))
        }
    }
}

:mount Host()
:tap "Next"
:tap "Next"
:unmount

// expect: Game 1 init
// expect: Game 2 init
// expect: Game 3 init
// expect: Game 2 deinit
// expect: Game 1 deinit
// expect: Game 3 deinit
