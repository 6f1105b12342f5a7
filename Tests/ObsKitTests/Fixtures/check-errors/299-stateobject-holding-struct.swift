// Check error: @StateObject holding a struct
import SwiftUI

struct Scoreboard {
    var home = 0
    var away = 0
}

struct GameView: View {
    @StateObject private var score = Scoreboard()

    var body: some View {
        Text("\(score.home) – \(score.away)")
    }
}

:mount GameView()
// expect-error: generic struct 'StateObject' requires that 'Scoreboard' conform to 'ObservableObject'
