// Stack Overflow style: "my counter resets whenever the parent refreshes": @ObservedObject var x = Model() vs @StateObject.
// Every run of a parent's body builds each child struct again (rules §2.6). An @ObservedObject's default value is
// an ordinary property default, so each new child value makes a new Counter and the count starts over (rules §5.3,
// T8). @StateObject keeps only an autoclosure (rules §4.1, Apple `stateobject`); it runs once, right before the
// child's first body (rules §4.2), and every later closure is ignored (rules §4.3, T7), so its count survives.
// The tap commands double as checks: "Observed 0" must be on screen again after the refresh, "Owned 1" must not reset.
import SwiftUI

final class Counter: ObservableObject {
    let name: String
    @Published var count = 0

    init(name: String) {
        self.name = name
        print("Counter \(name) init")
    }
}

struct ObservedCounterView: View {
    @ObservedObject var counter = Counter(name: "observed")

    var body: some View {
        Button("Observed \(counter.count)") {
            counter.count += 1
            print("observed count -> \(counter.count)")
        }
    }
}

struct OwnedCounterView: View {
    @StateObject private var counter = Counter(name: "owned")

    var body: some View {
        Button("Owned \(counter.count)") {
            counter.count += 1
            print("owned count -> \(counter.count)")
        }
    }
}

struct ScoreScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("ScoreScreen body, refreshes \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            ObservedCounterView()
            OwnedCounterView()
        }
    }
}

:mount ScoreScreen()
// expect: ScoreScreen body, refreshes 0
// expect: Counter observed init
// expect: Counter owned init
:tap "Observed 0"
// expect: observed count -> 1
:tap "Owned 0"
// expect: owned count -> 1
:tap "Refresh"
// expect: ScoreScreen body, refreshes 1
// expect: Counter observed init
:tap "Observed 0"
// expect: observed count -> 1
:tap "Owned 1"
// expect: owned count -> 2
:tap "Refresh"
// expect: ScoreScreen body, refreshes 2
// expect: Counter observed init
:tap "Owned 2"
// expect: owned count -> 3
