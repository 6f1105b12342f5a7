// Observation in depth style: @State holding an @Observable model against `let tally = Tally()` in a view; the @State one is installed once and keeps its count (each parent render still runs the initializer and makes a throwaway), the plain let is made at every init, so the count starts over and the old object deinits when the view's value is replaced (rules §3.1, §3.2, §3.3, §2.5, §5.3)
import SwiftUI

@Observable
final class Tally {
    let label: String
    var count = 0

    init(label: String) {
        self.label = label
        print("Tally init: \(label)")
    }

    deinit { print("Tally deinit: \(label)") }
}

struct OwnedCounter: View {
    @State private var tally = Tally(label: "owned")

    var body: some View {
        let _ = print("OwnedCounter body: \(tally.count)")
        Button("Owned \(tally.count)") { tally.count += 1 }
    }
}

struct RemadeCounter: View {
    let tally = Tally(label: "remade")

    var body: some View {
        let _ = print("RemadeCounter body: \(tally.count)")
        Button("Remade \(tally.count)") { tally.count += 1 }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Dashboard body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            OwnedCounter()
            RemadeCounter()
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: 0
// expect: Tally init: owned
// expect: Tally init: remade
// expect: OwnedCounter body: 0
// expect: RemadeCounter body: 0
:tap "Owned 0"
// expect: OwnedCounter body: 1
:tap "Remade 0"
// expect: RemadeCounter body: 1
:tap "Refresh"
// expect: Dashboard body: 1
// expect: Tally init: owned
// expect: Tally init: remade
// expect: OwnedCounter body: 1
// expect: Tally deinit: remade
// expect: RemadeCounter body: 0
:tap "Refresh"
// expect: Dashboard body: 2
// expect: Tally init: owned
// expect: Tally init: remade
// expect: Tally deinit: owned
// expect: OwnedCounter body: 1
// expect: Tally deinit: remade
// expect: RemadeCounter body: 0
:tap "Owned 1"
// expect: OwnedCounter body: 2
