// Mistake: tries to reset a @State property by assigning a new State to its underscored storage in .onAppear; outside init the view's self is immutable.
// Expected message: Xcode (author's knowledge); machine check: cannot assign to property: 'self' is immutable
import SwiftUI

struct CountdownView: View {
    let start: Int
    @State private var remaining = 0

    var body: some View {
        VStack {
            Text("\(remaining) seconds left")
            Button("Tick") {
                remaining -= 1
            }
        }
        .onAppear {
            _remaining = State(initialValue: start)
        }
    }
}

:mount CountdownView(start: 10)
:tap "Tick"
// expect-error: cannot assign to property: 'self' is immutable
