// SwiftUI from Apple's documentation: TabView(selection:) with tagged tabs writes the chosen tab's tag to its binding
// Apple, tag(_:includeOptional:) (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)):
// "Use this modifier to differentiate among certain selectable views, like the possible values of a Picker or the tabs
// of a TabView." SwiftUI Essentials, "Adding tab item tags" (https://www.packtpub.com/en-gb/product/swiftui-essentials-ios-14-edition-33-9781801813228/chapter/building-tabbed-and-paged-views-in-swiftui/7-adding-tab-item-tags):
// "To control the currently selected tab in code, a tag needs to be added to each tab item and a state property
// declared to store the current selection".
import SwiftUI

struct MainTabs: View {
    @State private var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            Button("Back to Home") { selection = 0 }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
        .onChange(of: selection) { oldValue, newValue in
            print("tab \(oldValue) -> \(newValue)")
        }
    }
}

:mount MainTabs()
:tab "Settings"
:tap "Back to Home"
// expect: tab 0 -> 1
// expect: tab 1 -> 0
