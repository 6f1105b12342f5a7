// Passing an Int straight to Text instead of interpolating it into a string
// Written by an outside author (stop 28 corpus, file 7070); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct ScoreView: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Text(score)
            Button("Add point") {
                score += 1
            }
        }
    }
}

// expect-error: no exact matches in call to initializer
