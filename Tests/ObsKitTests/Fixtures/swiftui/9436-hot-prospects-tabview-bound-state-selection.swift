// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/creating-tabs-with-tabview-and-tabitem (Hot Prospects' TabView bound to an @State selection: a button in the first tab switches to the second by assigning the tag, and the tab bar switches back; each tab's content runs onAppear every time it is shown)
// Apple: TabView(selection:) shows the tab whose `.tag` equals the selection, and a tap on the tab bar writes the
// selection back; assigning the selection in code switches tabs too. A tab's content disappears when another tab is
// selected and appears again when selected, so its onAppear runs on each switch to it.
// - Mount: the first tab appears.
// - "Show Tab 2" assigns "Two"; the tab bar's "One" and "Two" switch back and forth.
import SwiftUI

struct TabsDemo: View {
    @State private var selectedTab = "One"

    var body: some View {
        TabView(selection: $selectedTab) {
            Button("Show Tab 2") {
                print("switching from \(selectedTab)")
                selectedTab = "Two"
            }
            .onAppear {
                print("tab one appeared")
            }
            .tabItem {
                Label("One", systemImage: "star")
            }
            .tag("One")

            Text("Tab 2")
                .onAppear {
                    print("tab two appeared")
                }
                .tabItem {
                    Label("Two", systemImage: "circle")
                }
                .tag("Two")
        }
    }
}

:mount TabsDemo()
// expect: tab one appeared
:tap "Show Tab 2"
// expect: switching from One
// expect: tab two appeared
:tab "One"
// expect: tab one appeared
:tab "Two"
// expect: tab two appeared
:tab "One"
// expect: tab one appeared
