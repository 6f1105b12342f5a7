// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (onAppear runs when the view is added, not on later body runs; removed and added again, it appears again with fresh state)
// onAppear(perform:) "Adds an action to perform before this view appears"; onDisappear "after this view
// disappears". Re-running the body of a view that stays on screen is not an appearance. A view removed by an `if`
// ends its lifetime: its @State is released, and when the `if` adds it again it is a new view with the state's
// initial value, and it appears again.
// - Mount: the stats panel's body, then it appears.
// - "Refresh" twice: the panel's own state changes and its body runs; no new appearance.
// - "Hide stats": it disappears.
// - "Show stats": a new panel: refreshes back to 0, it appears again.
import SwiftUI

struct StatsPanel: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("stats body: \(refreshes) refreshes")
        VStack {
            Text("Steps today: 4200")
            Button("Refresh") { refreshes += 1 }
        }
        .onAppear { print("stats appear") }
        .onDisappear { print("stats disappear") }
    }
}

struct Dashboard: View {
    @State private var showStats = true

    var body: some View {
        VStack {
            if showStats {
                StatsPanel()
            }
            Button(showStats ? "Hide stats" : "Show stats") { showStats.toggle() }
        }
    }
}

:mount Dashboard()
// expect: stats body: 0 refreshes
// expect: stats appear
:tap "Refresh"
// expect: stats body: 1 refreshes
:tap "Refresh"
// expect: stats body: 2 refreshes
:tap "Hide stats"
// expect: stats disappear
:tap "Show stats"
// expect: stats body: 0 refreshes
// expect: stats appear
