// Stack Overflow classic: "I append a score but no new row shows up." `ForEach(0..<scores.count)` uses
// init(_:content:) over a Range<Int>, which Apple documents as reading only the initial value of the range:
// "The instance only reads the initial value of the provided data and doesn't need to identify views across
// updates. To compute views on demand over a dynamic range, use ForEach/init(_:id:content:)." (Apple
// `foreach/init(_:content:)-*` for Range<Int>; Xcode also warns "Non-constant range".) So after the append the
// body runs, but the ForEach still lays out rows 0 and 1 with the new content closure: no "Game 3" row is made.
// The existing rows are built again and are equal, so they skip their bodies (§2.6, §2.7), until "Bump first"
// changes the first row's label.
import SwiftUI

struct ScoreRow: View {
    let label: String

    var body: some View {
        let _ = print("row \(label)")
        Text(label)
    }
}

struct Scores: View {
    @State private var scores = [3, 5]

    var body: some View {
        let _ = print("Scores body: \(scores.count) scores")
        VStack {
            ForEach(0..<scores.count) { i in
                ScoreRow(label: "Game \(i + 1): \(scores[i])")
            }
            Button("Add game") { scores.append(8) }
            Button("Bump first") { scores[0] += 1 }
        }
    }
}

:mount Scores()
// expect: Scores body: 2 scores
// expect: row Game 1: 3
// expect: row Game 2: 5
:tap "Add game"
// expect: Scores body: 3 scores
:tap "Bump first"
// expect: Scores body: 3 scores
// expect: row Game 1: 4
