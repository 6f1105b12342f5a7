// SwiftUI from a community tutorial: https://yindongliang.com/docs/Xcode/SwiftUI/Method/id (.id(_:) to reset a child's @State: a counter starts over when its id changes, and keeps counting through other parent renders)
// The page's CounterView holds `@State private var count = 0`; giving it `.id(...)` and changing that value makes
// SwiftUI treat it as a new view, so its state starts again from the initial value (Apple's `id(_:)` page: "When the
// proxy value specified by the id parameter changes, the identity of the view - for example, its state - is reset").
// A parent render that leaves the id alone builds a new CounterView value (its init runs) but keeps the state.
// - Count to 2; tap an unrelated parent button (init, no appear; count goes on to 3); Reset: a new view appears at 0.
import SwiftUI

struct CounterView: View {
    @State private var count = 0

    init() { print("CounterView init") }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") {
                count += 1
                print("count \(count)")
            }
        }
        .onAppear { print("CounterView appeared") }
    }
}

struct ContentView: View {
    @State private var counterID = 0
    @State private var parentTaps = 0

    var body: some View {
        VStack {
            CounterView()
                .id(counterID)
            Button("Parent tapped \(parentTaps)") { parentTaps += 1 }
            Button("Reset") { counterID += 1 }
        }
    }
}

:mount ContentView()
// expect: CounterView init
// expect: CounterView appeared
:tap "Increment"
// expect: count 1
:tap "Increment"
// expect: count 2
:tap "Parent tapped 0"
// expect: CounterView init
:tap "Increment"
// expect: count 3
:tap "Reset"
// expect: CounterView init
// expect: CounterView appeared
:tap "Increment"
// expect: count 1
