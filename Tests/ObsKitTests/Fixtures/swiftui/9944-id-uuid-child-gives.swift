// Reddit r/SwiftUI style: classic pitfall (on purpose): .id(UUID()) on a child gives it a new identity at every parent render, so its @State resets and it disappears and appears again; the same child without the id keeps its laps (rules §1.3, §11.1, §2.7)
import SwiftUI

struct Stopwatch: View {
    let name: String
    @State private var laps = 0

    var body: some View {
        let _ = print("Stopwatch \(name) body: \(laps)")
        Button("Lap \(name)") { laps += 1 }
            .onAppear { print("\(name) appeared") }
            .onDisappear { print("\(name) disappeared") }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Dashboard body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            Stopwatch(name: "A")
                .id(UUID())
            Stopwatch(name: "B")
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: 0
// expect: Stopwatch A body: 0
// expect: Stopwatch B body: 0
// expect: A appeared
// expect: B appeared
:tap "Lap A"
// expect: Stopwatch A body: 1
:tap "Lap B"
// expect: Stopwatch B body: 1
:tap "Refresh"
// expect: Dashboard body: 1
// expect: Stopwatch A body: 0
// expect: A disappeared
// expect: A appeared
