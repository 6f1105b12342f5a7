// architecture style: a panel's @StateObject view model loads in `.task`; hiding the panel before the load ends cancels the task (its catch runs in that turn) and the model deinits once the task lets go of it; shown again, a new model loads to the end (rules §1.4, §11.3, §4.2, README assumption 13)
import SwiftUI

@MainActor
final class StatsViewModel: ObservableObject {
    @Published private(set) var summary = "none"

    init() { print("StatsViewModel init") }
    deinit { print("StatsViewModel deinit") }

    func load() async {
        do {
            try await Task.sleep(for: .seconds(2))
            summary = "42 visits"
            print("stats loaded")
        } catch {
            print("stats load cancelled")
        }
    }
}

struct StatsPanel: View {
    @StateObject private var viewModel = StatsViewModel()

    var body: some View {
        let _ = print("StatsPanel body: \(viewModel.summary)")
        Text(viewModel.summary)
            .task { await viewModel.load() }
    }
}

struct Dashboard: View {
    @State private var showStats = false

    var body: some View {
        let _ = print("Dashboard body: \(showStats)")
        VStack {
            Button(showStats ? "Hide stats" : "Show stats") { showStats.toggle() }
            if showStats {
                StatsPanel()
            }
        }
    }
}

:mount Dashboard()
// expect: Dashboard body: false
:tap "Show stats"
// expect: Dashboard body: true
// expect: StatsViewModel init
// expect: StatsPanel body: none
:advance 1s
:tap "Hide stats"
// expect: Dashboard body: false
// expect: stats load cancelled
// expect: StatsViewModel deinit
:advance 2s
:tap "Show stats"
// expect: Dashboard body: true
// expect: StatsViewModel init
// expect: StatsPanel body: none
:advance 2s
// expect: stats loaded
// expect: StatsPanel body: 42 visits
