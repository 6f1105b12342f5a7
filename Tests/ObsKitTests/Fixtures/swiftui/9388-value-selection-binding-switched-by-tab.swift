// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/tabview (Apple's mail tabs with Tab(value:) and a selection binding, switched by the tab bar and by a button)
// TabView: "To programmatically select different tabs, use the init(selection:content:) initializer" and give each
// Tab a value; the selection binding holds the value of the selected tab. Tapping a tab in the tab bar writes the
// binding; a button in a tab's content that writes the same state switches tabs too. onChange(of:) reports each switch,
// and selecting the tab already shown changes nothing.
import SwiftUI

enum MailTab: String, Hashable {
    case received, sent, account
}

struct ReceivedView: View {
    let showSent: () -> Void

    var body: some View {
        VStack {
            Text("3 new messages")
            Button("See what you sent", action: showSent)
        }
    }
}

struct MailApp: View {
    @State private var selection: MailTab = .received

    var body: some View {
        TabView(selection: $selection) {
            Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
                ReceivedView { selection = .sent }
            }
            .badge(3)
            Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: .sent) {
                Text("Sent mail")
            }
            Tab("Account", systemImage: "person.crop.circle.fill", value: .account) {
                Text("Signed in")
            }
        }
        .onChange(of: selection) { oldValue, newValue in
            print("tab \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount MailApp()
:tab "Account"
// expect: tab received -> account
:tab "Account"
:tab "Received"
// expect: tab account -> received
:tap "See what you sent"
// expect: tab received -> sent
