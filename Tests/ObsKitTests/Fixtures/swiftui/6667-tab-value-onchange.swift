// Follows Apple's page "Tab" (developer.apple.com/documentation/swiftui/tab), iOS 18: its mail example with
// Tab("Received", systemImage:, value:) tabs bound to a selection, one with a badge; here the selection is watched
// with onChange(of:).
// - Choosing a tab sets the selection to that Tab's value; writing the selection in code chooses the tab (Apple's
//   page; rules §15.8, §15.18).
// - onChange(of:) runs with the old and new values after each change, not at mount, and not when the value is set
//   to what it already is (Apple `view/onchange(of:initial:_:)`: it compares the values), so choosing the tab that
//   is already selected prints nothing.
// - .badge only changes the looks.
// - ObsREPL (obsrepl run while writing) differs: its interface rejects `.badge("!")` on a Tab ("cannot convert
//   value of type 'String' to expected argument type 'Int'"), though Apple's TabView page writes exactly that and
//   TabContent has string badges (Apple `tabcontent/badge(_:)`). With `.badge(2)` instead, ObsREPL prints the
//   expected lines. The expectation and Apple's code are kept.
import SwiftUI

enum MailTab: Hashable {
    case received
    case sent
    case account
}

struct AccountView: View {
    @Binding var selection: MailTab

    var body: some View {
        VStack {
            Text("Account")
            Button("Show Received") { selection = .received }
        }
    }
}

struct MailTabs: View {
    @State private var selection: MailTab = .received

    var body: some View {
        TabView(selection: $selection) {
            Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
                Text("Received mail")
            }
            Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: .sent) {
                Text("Sent mail")
            }
            Tab("Account", systemImage: "person.crop.circle.fill", value: .account) {
                AccountView(selection: $selection)
            }
            .badge("!")
        }
        .onChange(of: selection) { oldValue, newValue in
            print("tab \(oldValue) -> \(newValue)")
        }
    }
}

:mount MailTabs()
:tab "Sent"
// expect: tab received -> sent
:tab "Account"
// expect: tab sent -> account
:tap "Show Received"
// expect: tab account -> received
:tab "Received"
:tab "Account"
// expect: tab received -> account
