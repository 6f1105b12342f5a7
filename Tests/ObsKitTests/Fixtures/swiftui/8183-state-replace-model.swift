// SwiftUI from Apple's documentation: assigning a new observable instance to @State updates the view
// Apple, State (https://developer.apple.com/documentation/swiftui/state): you can store observable objects in State;
// "When the value changes, SwiftUI updates the parts of the view hierarchy that depend on the value." Swift forums,
// SE-0395 acceptance (https://forums.swift.org/t/accepted-with-revision-se-0395-observability/66760/4): SwiftUI schedules
// its render "for the end of the current event loop cycle", so the action's own print comes first.
import SwiftUI

@Observable
final class Game {
    var score = 0
    init() { print("Game init") }
}

struct Scoreboard: View {
    @State private var game = Game()
    var body: some View {
        let _ = print("Scoreboard body \(game.score)")
        VStack {
            Button("Score") { game.score += 1 }
            Button("New game") { game = Game() }
        }
    }
}

:mount Scoreboard()
:tap "Score"
:tap "New game"
// expect: Game init
// expect: Scoreboard body 0
// expect: Scoreboard body 1
// expect: Game init
// expect: Scoreboard body 0
