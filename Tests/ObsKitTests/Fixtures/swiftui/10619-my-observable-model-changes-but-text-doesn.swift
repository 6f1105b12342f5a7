// Stack Overflow style: "my @Observable model changes but the Text doesn't" (pitfall part: the model is read only in onAppear and in the button's action, to copy it into @State; reads outside a body are not tracked, so the copy never moves; fix part: read the property in the body) (rules §8.3, §8.4, §3.4)
import SwiftUI

@Observable
final class Scoreboard {
    var points = 0
}

struct CopyingScoreView: View {
    let board: Scoreboard
    @State private var shown = 0

    var body: some View {
        let _ = print("CopyingScoreView body: shown \(shown)")
        VStack {
            Text("Score \(shown)")
            Button("Score copy") {
                board.points += 1
                print("points now \(board.points)")
            }
        }
        .onAppear { shown = board.points }
    }
}

struct ReadingScoreView: View {
    let board: Scoreboard

    var body: some View {
        let _ = print("ReadingScoreView body: \(board.points)")
        VStack {
            Text("Score \(board.points)")
            Button("Score read") { board.points += 1 }
        }
    }
}

// --- pitfall part
:mount CopyingScoreView(board: Scoreboard())
// expect: CopyingScoreView body: shown 0
:tap "Score copy"
// expect: points now 1
:tap "Score copy"
// expect: points now 2
// --- fix part
:mount ReadingScoreView(board: Scoreboard())
// expect: ReadingScoreView body: 0
:tap "Score read"
// expect: ReadingScoreView body: 1
