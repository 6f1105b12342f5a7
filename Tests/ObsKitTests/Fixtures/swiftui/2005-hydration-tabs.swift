// Issue 13 (A), a tab app with the iOS 18 `Tab` API: a Today tab with a counter, a Stats tab, and a
// Settings tab whose Picker writes an @AppStorage goal that the Today tab reads too.
// Expected: the Today tab keeps its @State while another tab is shown; it appears again when reselected
// (rules §11, §14); the goal chosen in Settings is the one Today reads (same key).
import SwiftUI

struct TodayView: View {
    @AppStorage("goal") private var goal = 8
    @State private var glasses = 0

    var body: some View {
        VStack {
            Text("\(glasses) of \(goal) glasses")
            Button("Drink water") {
                glasses += 1
                print("glasses: \(glasses) of \(goal)")
            }
        }
        .onAppear { print("today appear") }
    }
}

struct StatsView: View {
    var body: some View {
        Text("This week: 41 glasses")
    }
}

struct GoalSettings: View {
    @AppStorage("goal") private var goal = 8

    var body: some View {
        Form {
            Picker("Daily goal", selection: $goal) {
                ForEach([6, 8, 10], id: \.self) { count in
                    Text("\(count) glasses")
                }
            }
        }
    }
}

struct HydrateApp: View {
    var body: some View {
        TabView {
            Tab("Today", systemImage: "drop") {
                TodayView()
            }
            Tab("Stats", systemImage: "chart.bar") {
                StatsView()
            }
            Tab("Settings", systemImage: "gear") {
                GoalSettings()
            }
        }
    }
}

:mount HydrateApp()
:tap "Drink water"
:tap "Drink water"
:tab "Settings"
:pick "10 glasses" in "Daily goal"
:tab "Today"
:tap "Drink water"

// expect: today appear
// expect: glasses: 1 of 8
// expect: glasses: 2 of 8
// expect: today appear
// expect: glasses: 3 of 10
