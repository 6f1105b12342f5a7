// Stack Overflow Q&A style: "my child's @State doesn't update when the parent passes a new value": State(initialValue:) in the init is used once, at install; the child's body even runs again (its State's initial value differs) but shows the stored value; a plain let follows the parent, and .id(points) starts the child over with the new value (rules §3.2, §2.5, §1.3)
import SwiftUI

struct ScoreCard: View {
    let title: String
    @State private var score: Int   // the asker's code

    init(title: String, score: Int) {
        self.title = title
        _score = State(initialValue: score)
    }

    var body: some View {
        let _ = print("ScoreCard \(title) body: \(score)")
        Text("\(title): \(score)")
    }
}

struct ScoreLabel: View {
    let score: Int

    var body: some View {
        let _ = print("ScoreLabel body: \(score)")
        Text("\(score)")
    }
}

struct Match: View {
    @State private var points = 0

    var body: some View {
        let _ = print("Match body: \(points)")
        VStack {
            Button("Goal") { points += 1 }
            ScoreCard(title: "stuck", score: points)
            ScoreLabel(score: points)
            ScoreCard(title: "reset", score: points)
                .id(points)
        }
    }
}

:mount Match()
// expect: Match body: 0
// expect: ScoreCard stuck body: 0
// expect: ScoreLabel body: 0
// expect: ScoreCard reset body: 0
:tap "Goal"
// expect: Match body: 1
// expect: ScoreCard stuck body: 0
// expect: ScoreLabel body: 1
// expect: ScoreCard reset body: 1
:tap "Goal"
// expect: Match body: 2
// expect: ScoreCard stuck body: 0
// expect: ScoreLabel body: 2
// expect: ScoreCard reset body: 2
