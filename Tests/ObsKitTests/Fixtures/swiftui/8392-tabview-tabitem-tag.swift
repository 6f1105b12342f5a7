// SwiftUI from Apple's documentation: TabView(selection:) with tabItem(_:) and tag(_:)
// Sources: developer.apple.com/documentation/swiftui/view/tabitem(_:) and
// developer.apple.com/documentation/swiftui/view/tag(_:includeOptional:) — a tab's tag is its
// selection value; TabView: "When people select a tab in the tab view, the tab view updates the
// selection binding"; writing the bound State selects a tab programmatically. onChange(of:) runs
// its action when the selection changes.
import SwiftUI

struct ContentView: View {
    @State private var selectedView = 1

    var body: some View {
        TabView(selection: $selectedView) {
            Button("Show Second View") {
                selectedView = 2
            }
            .tabItem {
                Label("First", systemImage: "1.circle")
            }
            .tag(1)
            Button("Show First View") {
                selectedView = 1
            }
            .tabItem {
                Label("Second", systemImage: "2.circle")
            }
            .tag(2)
        }
        .onChange(of: selectedView) {
            print("selected \(selectedView)")
        }
    }
}

:mount ContentView()
:tap "Show Second View"
:tap "Show First View"
:tab "Second"
:tab "First"

// expect: selected 2
// expect: selected 1
// expect: selected 2
// expect: selected 1
