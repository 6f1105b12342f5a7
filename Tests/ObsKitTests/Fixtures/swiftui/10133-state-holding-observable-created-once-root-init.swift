// what's-new style: `@State` holding an @Observable created once, at the root: its init runs once, other state changes re-run the body without a new model, and the model goes with the view at unmount (rules §3.1, §3.2, §1.4)
import SwiftUI

@Observable
final class Counter {
    var value = 0
    init() { print("Counter init") }
    deinit { print("Counter deinit") }
}

struct CounterRoot: View {
    @State private var counter = Counter()
    @State private var title = "Clicks"

    var body: some View {
        let _ = print("CounterRoot body: \(title) \(counter.value)")
        VStack {
            Text("\(title): \(counter.value)")
            Button("Add") { counter.value += 1 }
            Button("Rename") { title = "Taps" }
        }
    }
}

:mount CounterRoot()
// expect: Counter init
// expect: CounterRoot body: Clicks 0
:tap "Add"
// expect: CounterRoot body: Clicks 1
:tap "Rename"
// expect: CounterRoot body: Taps 1
:tap "Add"
// expect: CounterRoot body: Taps 2
:unmount
// expect: Counter deinit
