// Apple docs `TabView` with the iOS 18 `Tab(_:systemImage:value:)` API, an enum selection and `.badge` fed by state.
// `Tab`'s `value:` is what the selection binding holds (Apple `tab`, rules §15.8, §15.18); a switch writes it and
// the parent, which reads it, runs, then onChange. The badge is a look, but its count is read in the parent's
// body, so "Mark All Read" runs the parent, then the inbox, which read `unread` through its binding, once
// (rules §2.8, §9.3). On a tab switch the inbox gets an equal binding and stays put (rules §2.5, §2.7).
import SwiftUI

enum MailTab: Hashable {
    case received, sent, account
}

struct InboxView: View {
    @Binding var unread: Int

    var body: some View {
        let _ = print("InboxView body: \(unread) unread")
        VStack {
            Text("\(unread) unread messages")
            Button("Mark All Read") { unread = 0 }
        }
    }
}

struct MailApp: View {
    @State private var selection: MailTab = .received
    @State private var unread = 2

    var body: some View {
        let _ = print("MailApp body: \(selection), badge \(unread)")
        TabView(selection: $selection) {
            Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
                InboxView(unread: $unread)
            }
            .badge(unread)
            Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: .sent) {
                Text("Sent mail")
            }
            Tab("Account", systemImage: "person.crop.circle.fill", value: .account) {
                Text("Account settings")
            }
        }
        .onChange(of: selection) { oldValue, newValue in
            print("tab \(oldValue) -> \(newValue)")
        }
    }
}

:mount MailApp()
// expect: MailApp body: received, badge 2
// expect: InboxView body: 2 unread
:tap "Mark All Read"
// expect: MailApp body: received, badge 0
// expect: InboxView body: 0 unread
:tab "Sent"
// expect: MailApp body: sent, badge 0
// expect: tab received -> sent
:tab "Account"
// expect: MailApp body: account, badge 0
// expect: tab sent -> account
:tab "Received"
// expect: MailApp body: received, badge 0
// expect: tab account -> received
