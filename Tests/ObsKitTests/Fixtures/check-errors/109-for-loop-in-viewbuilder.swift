// Mistake: writes a `for` loop inside a view builder (VStack's content) instead of using ForEach.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct ScoreBoard: View {
    let names = ["Ana", "Ben", "Cleo"]
    let scores = [12, 9, 15]

    var leader: String {
        let best = scores.max() ?? 0
        return names[scores.firstIndex(of: best) ?? 0]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Scores")
                .font(.title)
            for index in 0..<names.count {
                HStack {
                    Text(names[index])
                    Spacer()
                    Text("\(scores[index])")
                }
            }
            Text("Leader: \(leader)")
                .bold()
        }
        .padding()
    }
}

:mount ScoreBoard()
// expect-error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
