// An Equatable view whose == ignores a refresh stamp, wrapped in .equatable(): parent renders that only change the stamp skip the card's body; expected output by the SwiftUI rules (rules §2 ".equatable() forces == always"; Apple: EquatableView, View.equatable())
import SwiftUI

struct StatsCard: View, Equatable {
    let label: String
    let value: Int
    let refreshedAt: Int

    static func == (lhs: StatsCard, rhs: StatsCard) -> Bool {
        lhs.label == rhs.label && lhs.value == rhs.value
    }

    var body: some View {
        let _ = print("StatsCard body: \(label) = \(value)")
        Text("\(label): \(value)")
    }
}

struct DashboardView: View {
    @State private var steps = 1000
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("DashboardView body")
        VStack {
            StatsCard(label: "Steps", value: steps, refreshedAt: refreshCount)
                .equatable()
            Text("Refreshed \(refreshCount) times")
            Button("Refresh") { refreshCount += 1 }
            Button("Walk") { steps += 500 }
        }
    }
}

:mount DashboardView()
:tap "Refresh"
:tap "Walk"
:tap "Refresh"

// expect: DashboardView body
// expect: StatsCard body: Steps = 1000
// expect: DashboardView body
// expect: DashboardView body
// expect: StatsCard body: Steps = 1500
// expect: DashboardView body
