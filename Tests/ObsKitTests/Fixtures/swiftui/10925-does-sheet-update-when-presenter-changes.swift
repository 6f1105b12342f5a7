// Stack Overflow style (does a sheet update when the presenter changes?): while shown, each presenter body builds the sheet's content again with the new value; after dismissal only the presenter runs (rules §2.6, §2.1, §2.7, §11.3, §3.5)
import SwiftUI

struct ScoreBadge: View {
    let score: Int
    init(score: Int) {
        self.score = score
        print("ScoreBadge.init \(score)")
    }
    var body: some View {
        let _ = print("ScoreBadge.body \(score)")
        Text("Score: \(score)")
    }
}

struct GameView: View {
    @State private var score = 0
    @State private var showScore = false

    var body: some View {
        let _ = print("GameView.body \(score)")
        Button("Show Score") { showScore = true }
            .sheet(isPresented: $showScore) {
                ScoreBadge(score: score)
            }
            .task {
                for _ in 0..<3 {
                    try? await Task.sleep(for: .seconds(1))
                    score += 10
                }
            }
    }
}
:mount GameView()
// expect: GameView.body 0
:tap "Show Score"
// expect: ScoreBadge.init 0
// expect: ScoreBadge.body 0
:advance 1s
// expect: GameView.body 10
// expect: ScoreBadge.init 10
// expect: ScoreBadge.body 10
:dismiss
:advance 1s
// expect: GameView.body 20
