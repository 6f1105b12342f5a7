// Hacking with Swift style: `ForEach(players.indices, id: \.self)` with `$scores[index]` for one Stepper per player
// What SwiftUI does: `$scores[index]` is a binding through Binding's subscript; a press writes one element back into
// the `@State` array (rules §15.1), and the view, which read the array, runs again (rules §3.4, §3.5). "Reset" to the
// same array is an equal write and runs nothing (rules §3.4).
// Sources: rules §3.4, §3.5, §15.1; https://developer.apple.com/documentation/swiftui/binding
// https://developer.apple.com/documentation/swiftui/stepper
import SwiftUI

struct ScoreKeeper: View {
    let players = ["Ana", "Ben", "Cleo"]
    @State private var scores = [0, 0, 0]

    var body: some View {
        let _ = print("ScoreKeeper body: \(scores)")
        Form {
            ForEach(players.indices, id: \.self) { index in
                Stepper(players[index], value: $scores[index], in: 0...10)
            }
            Button("Reset") { scores = [0, 0, 0] }
        }
    }
}

:mount ScoreKeeper()
// expect: ScoreKeeper body: [0, 0, 0]
:step "Ben" up
// expect: ScoreKeeper body: [0, 1, 0]
:step "Ben" up
// expect: ScoreKeeper body: [0, 2, 0]
:step "Cleo" up
// expect: ScoreKeeper body: [0, 2, 1]
:tap "Reset"
// expect: ScoreKeeper body: [0, 0, 0]
:tap "Reset"
