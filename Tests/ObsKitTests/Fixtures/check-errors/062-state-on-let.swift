// @State applied to a `let` property
// Written by an outside author (stop 28 corpus, file 7072); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct CounterView: View {
    @State private let count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Reset") {
                print("reset tapped")
            }
        }
    }
}

// expect-error: property wrapper can only be applied to a 'var'
