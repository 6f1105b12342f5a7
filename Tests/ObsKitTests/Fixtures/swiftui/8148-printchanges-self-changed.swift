// SwiftUI from Apple's documentation: Self._printChanges() reports "@self changed." when the parent passes a new value
// known-gap: line 1: expected "Score: @self, @identity changed.", got "Score: @self changed."
// Recorded format (Apple is silent): "Debugging SwiftUI" (https://www.contracorner.com/stuff/debugging-swiftui.html):
// "DanceStack: @self, @identity, _vm, _compact changed." — @self stands for the view's own stored inputs. Here the
// child has no state, so after the first render only @self can change.
import SwiftUI

struct Score: View {
    let points: Int
    var body: some View {
        let _ = Self._printChanges()
        Text("\(points)")
    }
}

struct Board: View {
    @State private var points = 0
    var body: some View {
        VStack {
            Score(points: points)
            Button("Score") { points += 1 }
        }
    }
}

:mount Board()
:tap "Score"
// expect: Score: @self, @identity changed.
// expect: Score: @self changed.
