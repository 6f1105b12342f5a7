// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro" with SwiftUI's debugging
// aid `Self._printChanges()` (rules §12) in both views: a dashboard with a plain @State counter and an @Observable
// stats model in @State, and a label that takes the model as a plain property.
// - The first run prints `@self, @identity` and every dynamic property; a view without any prints `@self` only; a
//   body run for an Observation read prints `@dependencies`; a @State write prints its field, `_refreshCount`
//   (rules §12.1, §12.2, T4).
// - The dashboard reads `stats` (the reference it passes) but not `visits`; the label reads `visits` (rules §3.5,
//   §8.3). Replacing the model writes `_stats`, and the label gets a new reference: `@self` (rules §2.3, §2.7).
import SwiftUI
import Observation

@Observable final class Stats {
    var visits = 0

    init() { print("Stats init") }
}

struct VisitsLabel: View {
    var stats: Stats

    var body: some View {
        let _ = Self._printChanges()
        Text("\(stats.visits) visits")
    }
}

struct Dashboard: View {
    @State private var refreshCount = 0
    @State private var stats = Stats()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Refreshed \(refreshCount) times")
            VisitsLabel(stats: stats)
            Button("Refresh") { refreshCount += 1 }
            Button("Visit") { stats.visits += 1 }
            Button("Reset stats") { stats = Stats() }
        }
    }
}

:mount Dashboard()
// expect: Stats init
// expect: Dashboard: @self, @identity, _refreshCount, _stats changed.
// expect: VisitsLabel: @self changed.
:tap "Refresh"
// expect: Dashboard: _refreshCount changed.
:tap "Visit"
// expect: VisitsLabel: @dependencies changed.
:tap "Reset stats"
// expect: Stats init
// expect: Dashboard: _stats changed.
// expect: VisitsLabel: @self changed.
:tap "Visit"
// expect: VisitsLabel: @dependencies changed.
