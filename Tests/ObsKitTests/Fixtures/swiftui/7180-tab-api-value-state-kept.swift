// A stopwatch with the iOS 18 `Tab(_:systemImage:value:)` API and a selection: laps counted on one tab survive a visit
// to the other tab, whose `.task` starts each time it appears (own names and code).
// What SwiftUI does: a hidden tab keeps its state; on iOS 18 a tab's body first runs when it is first shown (rules
// §14.4, §15.8). The root never reads the selection, so switching runs no root body (rules §3.5). On a switch the new
// tab's body (first time only), then the old tab's `onDisappear`, then the new tab's `onAppear` (rules §15.8); a
// `.task` starts after the appear callbacks and is cancelled on disappear, so it starts again at each appearance
// (rules §11.3, §10.1). A tab shown before runs no body when it comes back: nothing it depends on changed (rules §2.7).
// Sources: rules §2.7, §3.5, §10.1, §11.3, §14.4, §15.8; https://developer.apple.com/documentation/swiftui/tab
import SwiftUI

enum Pane: Hashable {
    case timer, history
}

struct TimerPane: View {
    @State private var laps = 0

    var body: some View {
        let _ = print("TimerPane body: \(laps) laps")
        VStack {
            Text("Laps: \(laps)")
            Button("Lap") { laps += 1 }
        }
        .onAppear { print("timer pane appeared") }
        .onDisappear { print("timer pane disappeared") }
    }
}

struct HistoryPane: View {
    var body: some View {
        let _ = print("HistoryPane body")
        Text("History")
            .onAppear { print("history pane appeared") }
            .task { print("history task started") }
    }
}

struct StopwatchTabs: View {
    @State private var pane: Pane = .timer

    var body: some View {
        TabView(selection: $pane) {
            Tab("Timer", systemImage: "timer", value: Pane.timer) {
                TimerPane()
            }
            Tab("History", systemImage: "clock", value: Pane.history) {
                HistoryPane()
            }
        }
    }
}

:mount StopwatchTabs()
// expect: TimerPane body: 0 laps
// expect: timer pane appeared
:tap "Lap"
// expect: TimerPane body: 1 laps
:tab "History"
// expect: HistoryPane body
// expect: timer pane disappeared
// expect: history pane appeared
// expect: history task started
:tab "Timer"
// expect: timer pane appeared
:tap "Lap"
// expect: TimerPane body: 2 laps
:tab "History"
// expect: timer pane disappeared
// expect: history pane appeared
// expect: history task started
