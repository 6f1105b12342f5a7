// A dice scoreboard whose scores repeat ([3, 3, 5]). `ForEach(scores, id: \.self)` would give two rows the id 3,
// which Apple's ForEach page rules out (ids must identify the data; SwiftUI logs that an id "occurs multiple times"
// and calls the results undefined), so the board keys its rows by position: `ForEach(scores.indices, id: \.self)`.
// What SwiftUI does: the ids 0, 1, 2 are unique; each row is a plain-data view (two Ints), compared byte by byte
// (rules §2.1). Raising player 2's score runs the board (it reads `scores`) and only the cell whose value changed
// (rules §2.7); adding a player adds the id 3 and makes one new cell (rules §1.2).
// Sources: rules §1.2, §2.1, §2.6, §2.7; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct ScoreCell: View {
    let player: Int
    let score: Int

    var body: some View {
        let _ = print("ScoreCell body: player \(player) has \(score)")
        Text("Player \(player): \(score)")
    }
}

struct DiceBoard: View {
    @State private var scores = [3, 3, 5]

    var body: some View {
        let _ = print("DiceBoard body: \(scores)")
        VStack {
            ForEach(scores.indices, id: \.self) { index in
                ScoreCell(player: index + 1, score: scores[index])
            }
            Button("Player 2 scores") { scores[1] += 1 }
            Button("Add player") { scores.append(3) }
        }
    }
}

:mount DiceBoard()
// expect: DiceBoard body: [3, 3, 5]
// expect: ScoreCell body: player 1 has 3
// expect: ScoreCell body: player 2 has 3
// expect: ScoreCell body: player 3 has 5
:tap "Player 2 scores"
// expect: DiceBoard body: [3, 4, 5]
// expect: ScoreCell body: player 2 has 4
:tap "Add player"
// expect: DiceBoard body: [3, 4, 5, 3]
// expect: ScoreCell body: player 4 has 3
