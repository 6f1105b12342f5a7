// everyday app screens style: a habits app with two tabs sharing one @Observable tracker through .environment; the Today tab's buttons read `completed` in the List's row builder, so a tap runs the rows, not the tab's body; the Stats tab keeps its own @State range across tab switches and follows the tracker while hidden (rules §8.4, §15.8, §14.2, §12)
import SwiftUI

@Observable
final class HabitTracker {
    var habits = ["Read", "Walk"]
    var completed: Set<String> = []
    init() { print("HabitTracker init") }
}

enum StatsRange: String, CaseIterable, Identifiable {
    case week, month
    var id: Self { self }
}

struct TodayTab: View {
    @Environment(HabitTracker.self) private var tracker

    var body: some View {
        let _ = Self._printChanges()
        List(tracker.habits, id: \.self) { habit in
            Button(tracker.completed.contains(habit) ? "Undo \(habit)" : "Done \(habit)") {
                if tracker.completed.contains(habit) {
                    tracker.completed.remove(habit)
                } else {
                    tracker.completed.insert(habit)
                }
            }
        }
    }
}

struct StatsTab: View {
    @Environment(HabitTracker.self) private var tracker
    @State private var range = StatsRange.week

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Picker("Range", selection: $range) {
                ForEach(StatsRange.allCases) { range in
                    Text(range.rawValue.capitalized)
                }
            }
            Text("\(tracker.completed.count) of \(tracker.habits.count) done this \(range.rawValue)")
        }
    }
}

struct HabitsApp: View {
    @State private var tracker = HabitTracker()

    var body: some View {
        let _ = Self._printChanges()
        TabView {
            TodayTab()
                .tabItem { Label("Today", systemImage: "checkmark") }
            StatsTab()
                .tabItem { Label("Stats", systemImage: "chart.bar") }
        }
        .environment(tracker)
    }
}

:mount HabitsApp()
// expect: HabitTracker init
// expect: HabitsApp: @self, @identity, _tracker changed.
// expect: TodayTab: @self, @identity, _tracker changed.
:tap "Done Read"
:tab "Stats"
// expect: StatsTab: @self, @identity, _tracker, _range changed.
:pick "Month" in "Range"
// expect: StatsTab: _range changed.
:tab "Today"
:tap "Undo Read"
// expect: StatsTab: @dependencies changed.
:tap "Done Walk"
// expect: StatsTab: @dependencies changed.
:tab "Stats"
