// Chris Eidhof, "SwiftUI View Equality", https://chris.eidhof.nl/note/swiftui-view-equality — an Equatable view whose == ignores a frame counter: as plain data (only Ints) it is compared by its bytes and its == is never called; with a String field, or with .equatable(), == decides
// A view whose fields are plain data is compared bit for bit even if it is Equatable (rules §2.1); one holding a
// String is not plain data and is compared with its == (§2.2); .equatable() makes SwiftUI use == in every case.
// So "Next frame" re-runs only the POD label; a score change re-runs all three.
import SwiftUI

struct ScoreLabel: View, Equatable {
    let slot: Int
    let score: Int
    let renderedAt: Int

    static func == (lhs: ScoreLabel, rhs: ScoreLabel) -> Bool {
        lhs.slot == rhs.slot && lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("ScoreLabel \(slot) body, score \(score), frame \(renderedAt)")
        Text("Score \(score)")
    }
}

struct NamedScoreLabel: View, Equatable {
    let name: String
    let score: Int
    let renderedAt: Int

    static func == (lhs: NamedScoreLabel, rhs: NamedScoreLabel) -> Bool {
        lhs.name == rhs.name && lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("NamedScoreLabel \(name) body, score \(score), frame \(renderedAt)")
        Text("\(name): \(score)")
    }
}

struct GameBoard: View {
    @State private var score = 0
    @State private var frame = 0

    var body: some View {
        let _ = print("GameBoard body, frame \(frame)")
        VStack {
            Button("Next frame") { frame += 1 }
            Button("Score") { score += 1 }
            ScoreLabel(slot: 1, score: score, renderedAt: frame)
            NamedScoreLabel(name: "P1", score: score, renderedAt: frame)
            ScoreLabel(slot: 3, score: score, renderedAt: frame)
                .equatable()
        }
    }
}

:mount GameBoard()
// expect: GameBoard body, frame 0
// expect: ScoreLabel 1 body, score 0, frame 0
// expect: NamedScoreLabel P1 body, score 0, frame 0
// expect: ScoreLabel 3 body, score 0, frame 0
:tap "Next frame"
// expect: GameBoard body, frame 1
// expect: ScoreLabel 1 body, score 0, frame 1
:tap "Score"
// expect: GameBoard body, frame 1
// expect: ScoreLabel 1 body, score 1, frame 1
// expect: NamedScoreLabel P1 body, score 1, frame 1
// expect: ScoreLabel 3 body, score 1, frame 1
