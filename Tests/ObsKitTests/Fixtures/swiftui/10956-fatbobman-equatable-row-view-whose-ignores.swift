// Blog style (Fatbobman): an Equatable row view whose == ignores the name: SwiftUI trusts == for non-POD views, so a rename alone never reaches the rows (rules §2.2, §2.7, §2.6)
import SwiftUI

struct Score: Identifiable {
    let id: Int
    var name: String
    var points: Int
}

struct ScoreRow: View, Equatable {
    let score: Score

    static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool {
        lhs.score.id == rhs.score.id && lhs.score.points == rhs.score.points
    }

    var body: some View {
        let _ = print("ScoreRow body \(score.name) \(score.points)")
        Text("\(score.name): \(score.points)")
    }
}

struct BoardView: View {
    @State private var scores = [Score(id: 1, name: "ann", points: 3), Score(id: 2, name: "bob", points: 5)]

    var body: some View {
        let _ = print("BoardView body")
        VStack {
            List {
                ForEach(scores) { score in
                    ScoreRow(score: score)
                }
            }
            Button("Bonus for bob") { scores[1].points += 1 }
            Button("Uppercase names") {
                for index in scores.indices {
                    scores[index].name = scores[index].name.uppercased()
                }
            }
        }
    }
}
:mount BoardView()
// expect: BoardView body
// expect: ScoreRow body ann 3
// expect: ScoreRow body bob 5
:tap "Bonus for bob"
// expect: BoardView body
// expect: ScoreRow body bob 6
:tap "Uppercase names"
// expect: BoardView body
:tap "Bonus for bob"
// expect: BoardView body
// expect: ScoreRow body BOB 7
