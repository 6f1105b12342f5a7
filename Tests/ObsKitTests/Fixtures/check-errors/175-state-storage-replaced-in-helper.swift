// Check error: a non-mutating helper method replaces a @State property's storage (_count) to reset it
import SwiftUI

struct ScoreView: View {
    @State private var count = 0

    func reset() {
        _count = State(initialValue: 0)
    }

    var body: some View {
        VStack {
            Text("Score: \(count)")
            Button("Add") { count += 1 }
            Button("Reset") { reset() }
        }
    }
}
// expect-error: cannot assign to property: 'self' is immutable
