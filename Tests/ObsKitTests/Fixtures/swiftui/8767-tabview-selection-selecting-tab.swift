// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/tabview (with TabView(selection:), selecting a tab updates the selection binding to the tag of the tab the person chose)
import SwiftUI

enum MailBox: Hashable {
    case inbox
    case archive
}

struct MailView: View {
    @State private var selection: MailBox = .inbox

    var body: some View {
        TabView(selection: $selection) {
            Button("Inbox action") { print("inbox tab, selection \(selection)") }
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(MailBox.inbox)
            Button("Archive action") { print("archive tab, selection \(selection)") }
                .tabItem { Label("Archive", systemImage: "archivebox") }
                .tag(MailBox.archive)
        }
    }
}

:mount MailView()
:tap "Inbox action"
:tab "Archive"
:tap "Archive action"
:tab "Inbox"
:tap "Inbox action"
// expect: inbox tab, selection inbox
// expect: archive tab, selection archive
// expect: inbox tab, selection inbox
