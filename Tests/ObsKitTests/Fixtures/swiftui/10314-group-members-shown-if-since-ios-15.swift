// identity-and-lifetime style: a Group with two members shown by one if: since iOS 15 the members' appearance callbacks are merged, so the Group's onAppear runs once when the members come, and its onDisappear once after they go (Apple "Group"; rules §11.2, T13)
import SwiftUI

struct StatLine: View {
    let title: String

    var body: some View {
        let _ = print("StatLine body: \(title)")
        Text(title)
    }
}

struct StatsScreen: View {
    @State private var showStats = false

    var body: some View {
        let _ = print("StatsScreen body: \(showStats)")
        VStack {
            Toggle("Stats", isOn: $showStats)
            Group {
                if showStats {
                    StatLine(title: "Steps")
                    StatLine(title: "Floors")
                }
            }
            .onAppear { print("stats appeared") }
            .onDisappear { print("stats disappeared") }
        }
    }
}

:mount StatsScreen()
// expect: StatsScreen body: false
:toggle "Stats"
// expect: StatsScreen body: true
// expect: StatLine body: Steps
// expect: StatLine body: Floors
// expect: stats appeared
:toggle "Stats"
// expect: StatsScreen body: false
// expect: stats disappeared
