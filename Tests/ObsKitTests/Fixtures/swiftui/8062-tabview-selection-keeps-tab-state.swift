// SwiftUI from Apple's documentation: TabView(selection:) switches tabs by value; a tab keeps its @State while another tab is shown
// Apple, TabView.init(selection:content:) (https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)):
// "selection: The selection in the TabView. The value of this binding must match the value of the tabs in content." Ole Begemann,
// Understanding SwiftUI view lifecycles (https://oleb.net/2022/swiftui-view-lifecycle/), measured: a TabView keeps the state of all
// its tabs, and onAppear runs each time a tab is shown again. On iOS 18 a tab's content is first built when it is shown
// (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear).
import SwiftUI

struct CounterTab: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) tapped \(taps)") { taps += 1 }
            .onAppear { print("\(name) appears with \(taps) taps") }
    }
}

struct Tabs: View {
    @State private var selected = "home"

    var body: some View {
        TabView(selection: $selected) {
            Tab("Home", systemImage: "house", value: "home") {
                CounterTab(name: "Home")
            }
            Tab("Stats", systemImage: "chart.bar", value: "stats") {
                CounterTab(name: "Stats")
            }
        }
    }
}

:mount Tabs()
// expect: Home appears with 0 taps
:tap "Home tapped 0"
:tap "Home tapped 1"
:tab "Stats"
// expect: Stats appears with 0 taps
:tab "Home"
// expect: Home appears with 2 taps
