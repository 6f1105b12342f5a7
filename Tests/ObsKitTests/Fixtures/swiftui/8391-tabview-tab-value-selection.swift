// SwiftUI from Apple's documentation: TabView init(selection:content:) with Tab(_:systemImage:value:)
// Source: developer.apple.com/documentation/swiftui/tabview: "To programmatically select different
// tabs, use the init(selection:content:) initializer. You can assign a selection value to each tab
// using a Tab initializer that takes a value. ... When people select a tab in the tab view, the tab
// view updates the selection binding to the value of the currently selected tab."
import SwiftUI

struct ReceivedView: View {
    @Binding var selection: Int
    var body: some View {
        Button("Open account") { selection = 2 }
    }
}

struct AccountView: View {
    @Binding var selection: Int
    var body: some View {
        Button("Which tab (account)") { print("account tab, selection \(selection)") }
    }
}

struct SentView: View {
    @Binding var selection: Int
    var body: some View {
        Button("Which tab (sent)") { print("sent tab, selection \(selection)") }
    }
}

struct MailTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Received", systemImage: "tray.and.arrow.down.fill", value: 0) {
                ReceivedView(selection: $selection)
            }
            Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: 1) {
                SentView(selection: $selection)
            }
            Tab("Account", systemImage: "person.crop.circle.fill", value: 2) {
                AccountView(selection: $selection)
            }
        }
    }
}

:mount MailTabs()
:tap "Open account"
:tap "Which tab (account)"
:tab "Sent"
:tap "Which tab (sent)"

// expect: account tab, selection 2
// expect: sent tab, selection 1
