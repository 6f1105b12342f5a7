// Beginner tutorial style: a two-tab app (Practice and Stats) sharing an @Observable model through `.environment`.
// What SwiftUI does: with iOS 18's `Tab`, a tab's body first runs when the tab is first shown, and a hidden tab keeps
// its state (rules §14.4, §15.8). `@Environment(Stats.self)` tracks reads per property (rules §14.2, §8): the Practice
// tab reads only `streak`, the Stats tab reads `answered` and `correct`, so each answer re-runs only the views that
// read what it changed; a second wrong answer assigns an equal `streak` (no notification, rules §8.1) and
// changes only `answered`, which the shown tab did not read: no body. The root only passes the model on.
import SwiftUI
import Observation

@Observable
final class Stats {
    var answered = 0
    var correct = 0
    var streak = 0
}

struct PracticeTab: View {
    @Environment(Stats.self) private var stats
    var body: some View {
        let _ = print("practice: streak \(stats.streak)")
        VStack {
            Text("What is 6 × 7?")
            Button("42") { stats.answered += 1; stats.correct += 1; stats.streak += 1 }
            Button("48") { stats.answered += 1; stats.streak = 0 }
        }
    }
}

struct StatsTab: View {
    @Environment(Stats.self) private var stats
    var body: some View {
        let _ = print("stats: \(stats.correct)/\(stats.answered)")
        Text("\(stats.correct) of \(stats.answered) correct")
    }
}

struct QuizTabsView: View {
    @State private var stats = Stats()
    var body: some View {
        let _ = print("root")
        TabView {
            Tab("Practice", systemImage: "pencil") { PracticeTab() }
            Tab("Stats", systemImage: "chart.bar") { StatsTab() }
        }
        .environment(stats)
    }
}

:mount QuizTabsView()
// expect: root
// expect: practice: streak 0
:tap "42"
// expect: practice: streak 1
:tap "48"
// expect: practice: streak 0
:tap "48"
:tab "Stats"
// expect: stats: 1/3
