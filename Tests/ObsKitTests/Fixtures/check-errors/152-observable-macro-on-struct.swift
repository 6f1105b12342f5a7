// Mistake: applies the @Observable macro to a struct; it only works on classes.
// Expected message: Xcode (author's knowledge); machine check: '@Observable' cannot be applied to struct type 'Scoreboard' (from macro 'Observable')
import SwiftUI

@Observable
struct Scoreboard {
    var home = 0
    var away = 0
}

struct ScoreView: View {
    @State private var board = Scoreboard()

    var body: some View {
        HStack {
            Text("\(board.home) : \(board.away)")
            Button("Home scores") {
                board.home += 1
            }
        }
    }
}

:mount ScoreView()
// expect-error: '@Observable' cannot be applied to struct type 'Scoreboard' (from macro 'Observable')
