// A plain `var` property (no @State) changed inside a Button's action
// Written by an outside author (stop 28 corpus, file 7082); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct TapCounter: View {
    var taps = 0

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Tap me") {
                taps += 1
            }
        }
    }
}

// expect-error: left side of mutating operator isn't mutable: 'self' is immutable
