// Apple, "TabView", https://developer.apple.com/documentation/swiftui/tabview — two tabs with a counter each: on iOS 18 a tab's body first runs when it is first chosen, switching tabs keeps each tab's @State, and the tabs' appear and disappear callbacks follow the selection
// Apple: TabView switches between child views; a hidden tab keeps its state (rules §14.4, §15.8). On iOS 18 the
// second tab is not built until chosen. On a switch the incoming tab's body runs first (only the first time), then
// the old tab disappears and the new one appears (§15.8 choice). Coming back needs no body: its value is unchanged.
import SwiftUI

struct CounterTab: View {
    let title: String
    @State private var count = 0

    var body: some View {
        let _ = print("\(title) body, count \(count)")
        Button("\(title) +1 (\(count))") { count += 1 }
            .onAppear { print("\(title) appear") }
            .onDisappear { print("\(title) disappear") }
    }
}

struct TabsRoot: View {
    var body: some View {
        TabView {
            CounterTab(title: "Home")
                .tabItem { Label("Home", systemImage: "house") }
            CounterTab(title: "Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

:mount TabsRoot()
// expect: Home body, count 0
// expect: Home appear
:tap "Home +1 (0)"
// expect: Home body, count 1
:tab "Settings"
// expect: Settings body, count 0
// expect: Home disappear
// expect: Settings appear
:tap "Settings +1 (0)"
// expect: Settings body, count 1
:tab "Home"
// expect: Settings disappear
// expect: Home appear
:tap "Home +1 (1)"
// expect: Home body, count 2
