// what's-new style: iOS 18 TabView with the `Tab` type and a selection binding: a tab's body first runs when it is chosen; on a switch the new tab's body runs, then the old tab disappears, then the new one appears; a hidden tab keeps its @State (rules §15.8, §14.4, §2.1)
import SwiftUI

enum Pane: Hashable {
    case today, history
}

struct TodayTab: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("TodayTab body: \(taps)")
        Button("Tap today") { taps += 1 }
            .onAppear { print("today appeared") }
            .onDisappear { print("today disappeared") }
    }
}

struct HistoryTab: View {
    var body: some View {
        let _ = print("HistoryTab body")
        Text("History")
            .onAppear { print("history appeared") }
            .onDisappear { print("history disappeared") }
    }
}

struct MainTabs: View {
    @State private var pane: Pane = .today

    var body: some View {
        let _ = print("MainTabs body: \(pane)")
        TabView(selection: $pane) {
            Tab("Today", systemImage: "sun.max", value: Pane.today) {
                TodayTab()
            }
            Tab("History", systemImage: "clock", value: Pane.history) {
                HistoryTab()
            }
        }
    }
}

:mount MainTabs()
// expect: MainTabs body: today
// expect: TodayTab body: 0
// expect: today appeared
:tap "Tap today"
// expect: TodayTab body: 1
:tab "History"
// expect: MainTabs body: history
// expect: HistoryTab body
// expect: today disappeared
// expect: history appeared
:tab "Today"
// expect: MainTabs body: today
// expect: history disappeared
// expect: today appeared
:tap "Tap today"
// expect: TodayTab body: 2
