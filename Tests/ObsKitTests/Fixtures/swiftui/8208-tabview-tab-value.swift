// SwiftUI from Apple's documentation: iOS 18 Tab(value:) entries drive TabView's selection binding both ways
// Apple, TabView init(selection:content:) (https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)):
// selection is "The selection in the TabView. The value of this binding must match the value of the tabs in content."
// Apple, Tab init(value:content:label:) (https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)):
// value is "The selection value which selects this tab."
import SwiftUI

enum AppTab: Hashable {
    case inbox, archive, profile
}

struct RootTabs: View {
    @State private var selectedTab: AppTab = .inbox
    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                Button("Open Profile") { selectedTab = .profile }
            }
            Tab("Archive", systemImage: "archivebox", value: AppTab.archive) {
                Text("Archived mail")
            }
            Tab("Profile", systemImage: "person", value: AppTab.profile) {
                Text("Your profile")
            }
        }
        .onChange(of: selectedTab) { oldValue, newValue in
            print("selected \(oldValue) -> \(newValue)")
        }
    }
}

:mount RootTabs()
:tab "Archive"
:tab "Inbox"
:tap "Open Profile"
// expect: selected inbox -> archive
// expect: selected archive -> inbox
// expect: selected inbox -> profile
