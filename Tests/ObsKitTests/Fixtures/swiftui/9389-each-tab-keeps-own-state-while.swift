// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:) (each tab keeps its own @State while another tab is shown)
// TabView(selection:content:) with `.tabItem` labels and `.tag` values: the selection binding names the shown tab.
// Switching tabs does not remove the other tabs from the TabView, so a tab's views keep their identity and their
// @State (https://developer.apple.com/documentation/swiftui/state: state lives as long as the view): the counter in the
// first tab still holds its count when the user comes back to it.
import SwiftUI

struct CounterTab: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("Add to \(name)") {
            count += 1
            print("\(name): \(count)")
        }
    }
}

struct TallyApp: View {
    @State private var selectedTab = 1

    var body: some View {
        TabView(selection: $selectedTab) {
            CounterTab(name: "Apples")
                .tabItem { Label("Apples", systemImage: "leaf") }
                .tag(1)
            CounterTab(name: "Pears")
                .tabItem { Label("Pears", systemImage: "tree") }
                .tag(2)
        }
        .onChange(of: selectedTab) { _, newValue in
            print("showing tab \(newValue)")
        }
    }
}

:mount TallyApp()
:tap "Add to Apples"
// expect: Apples: 1
:tap "Add to Apples"
// expect: Apples: 2
:tab "Pears"
// expect: showing tab 2
:tap "Add to Pears"
// expect: Pears: 1
:tab "Apples"
// expect: showing tab 1
:tap "Add to Apples"
// expect: Apples: 3
