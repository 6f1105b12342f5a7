// rules §8: reads outside a tracking scope (Button actions, onAppear) are untracked: the
// body never read `count`, so changing it re-runs nothing.
import SwiftUI
import Observation

@Observable final class Counter {
    var count = 0
}

struct V: View {
    @State private var counter = Counter()
    var body: some View {
        let _ = print("body")
        Button("Inc") {
            counter.count += 1
            print("count now", counter.count)
        }
        .onAppear { print("appear sees", counter.count) }
    }
}

:mount V()
:tap "Inc"
:tap "Inc"

// expect: body
// expect: appear sees 0
// expect: count now 1
// expect: count now 2
