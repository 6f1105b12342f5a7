// Navigation in apps: a habit tracker's TabView(selection:) with enum tags; a tab switches tabs by writing the selection.
// On iOS 18 a tab's body and onAppear first run when it is first shown; a hidden tab keeps its @State (rules §14.4, §15.8,
// Apple `tabview`). A switch runs the new tab's body (first time only), then the old tab's onDisappear, then the new one's
// onAppear (rules §15.8). The root passes `$selection` without reading it, so its body does not run (rules §3.5).
import SwiftUI

enum HabitTab: Hashable {
    case today, stats
}

struct TodayTab: View {
    @State private var done = 0

    var body: some View {
        let _ = print("TodayTab body, done \(done)")
        Button("Mark done") { done += 1 }
            .onAppear { print("today appear") }
            .onDisappear { print("today disappear") }
    }
}

struct StatsTab: View {
    @Binding var selection: HabitTab
    @State private var refreshes = 0

    var body: some View {
        let _ = print("StatsTab body, refreshes \(refreshes)")
        VStack {
            Button("Refresh stats") { refreshes += 1 }
            Button("Back to Today") { selection = .today }
        }
        .onAppear { print("stats appear") }
        .onDisappear { print("stats disappear") }
    }
}

struct HabitTabs: View {
    @State private var selection = HabitTab.today

    var body: some View {
        let _ = print("HabitTabs body")
        TabView(selection: $selection) {
            TodayTab()
                .tabItem { Label("Today", systemImage: "checkmark.circle") }
                .tag(HabitTab.today)
            StatsTab(selection: $selection)
                .tabItem { Label("Stats", systemImage: "chart.bar") }
                .tag(HabitTab.stats)
        }
    }
}

:mount HabitTabs()
// expect: HabitTabs body
// expect: TodayTab body, done 0
// expect: today appear
:tap "Mark done"
// expect: TodayTab body, done 1
:tab "Stats"
// expect: StatsTab body, refreshes 0
// expect: today disappear
// expect: stats appear
:tap "Refresh stats"
// expect: StatsTab body, refreshes 1
:tap "Back to Today"
// expect: stats disappear
// expect: today appear
:tap "Mark done"
// expect: TodayTab body, done 2
:tab "Stats"
// expect: today disappear
// expect: stats appear
