// Apple docs `View/onReceive(_:perform:)` on a `@Published` property's projected publisher `counter.$count` (Apple `published`).
// Subscribing to `$count` delivers the current value at once, so the action runs with 0 when the view appears; each
// later set sends the new value, even an equal one: `@Published` has no equality check, so `count += 0` sends 1 again
// (rules §6.3, T1). The action appends to @State that the body never reads, so that runs no body by itself (rules §3.5).
// The view's @StateObject re-runs its body at each send (rules §4.4); the new `$count` it passes is the same publisher,
// so onReceive keeps its subscription and nothing is delivered twice.
import SwiftUI
import Combine

final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()
    @State private var history: [Int] = []

    var body: some View {
        VStack {
            Text("Count \(counter.count)")
            Button("Add") { counter.count += 1 }
            Button("Add zero") { counter.count += 0 }
            Button("History") { print("history \(history)") }
        }
        .onReceive(counter.$count) { value in
            print("received \(value)")
            history.append(value)
        }
    }
}

:mount CounterView()
// expect: received 0
:tap "Add"
// expect: received 1
:tap "Add zero"
// expect: received 1
:tap "Add"
// expect: received 2
:tap "History"
// expect: history [0, 1, 1, 2]
