// SwiftUI from a community tutorial: https://wangchujiang.com/swiftui-example/containers/demo4/index.html (SwiftUI by Example's TabView with a selection: a button in each tab switches to the other by setting the tagged selection)
// The example: "add some new state to track which tab is active, and then attach that to the TabView's selection
// value" - `TabView(selection: $selectedView)` with tabs tagged 1 and 2, whose content is a button that sets
// `selectedView` to the other tag. Apple's TabView page: the selection binding follows the chosen tab, and setting it
// from code switches tabs. onChange prints each switch, whoever made it.
// - Tap "Show Second View", then "Show First View"; choose the Second tab from the tab bar.
import SwiftUI

struct ContentView: View {
    @State var selectedView = 1

    var body: some View {
        TabView(selection: $selectedView) {
            Button("Show Second View") {
                selectedView = 2
            }
            .padding()
            .tabItem {
                Label("First", systemImage: "1.circle")
            }
            .tag(1)
            Button("Show First View") {
                selectedView = 1
            }
            .padding()
            .tabItem {
                Label("Second", systemImage: "2.circle")
            }
            .tag(2)
        }
        .onChange(of: selectedView) { oldValue, newValue in
            print("tab \(oldValue) -> \(newValue)")
        }
    }
}

:mount ContentView()
:tap "Show Second View"
// expect: tab 1 -> 2
:tap "Show First View"
// expect: tab 2 -> 1
:tab "Second"
// expect: tab 1 -> 2
:tab "First"
// expect: tab 2 -> 1
