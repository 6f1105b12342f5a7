// SwiftLee-style "Only body reads count": a counter view reads `secret` in a button action and in `onAppear`, never in its body, so changing `secret` runs nothing
// What SwiftUI does: each body runs in a tracking scope; reads outside bodies (actions, `onAppear`, tasks) are
// untracked (rules §8.3). `onAppear` runs after the first update (rules §10.3, §11.1). Bumping `secret` runs no
// body; bumping `value`, which the body reads, runs it with `@dependencies` (rules §12.1).
// Sources: rules §8.3, §10.3, §11.1, §12.1, §12.2.
import SwiftUI
import Observation

@Observable
final class Counter {
    var value = 0
    var secret = 0
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Value \(counter.value)")
            Button("Peek") { print("secret is \(counter.secret)") }
            Button("Bump secret") { counter.secret += 1 }
            Button("Bump value") { counter.value += 1 }
        }
        .onAppear {
            print("appeared, secret is \(counter.secret)")
        }
    }
}

:mount CounterView()
// expect: CounterView: @self, @identity, _counter changed.
// expect: appeared, secret is 0
:tap "Bump secret"
:tap "Peek"
// expect: secret is 1
:tap "Bump value"
// expect: CounterView: @dependencies changed.
:tap "Bump secret"
