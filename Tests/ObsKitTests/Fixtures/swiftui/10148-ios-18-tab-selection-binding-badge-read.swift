// what's-new style: iOS 18 `Tab` with a selection binding and a `.badge` read from an @Observable: the parent reads the badge's count and the selection (onChange), so both re-run it; a tab's own button writes the binding back; the newly shown tab appears before the TabView's onChange runs (rules §15.8, §8.3, §11.1, §2.5)
import SwiftUI

enum Area: Hashable {
    case inbox, outbox
}

@Observable
final class Mailbox {
    var unread = 2
}

struct InboxTab: View {
    let mailbox: Mailbox

    var body: some View {
        let _ = print("InboxTab body: \(mailbox.unread) unread")
        Button("Read one") { mailbox.unread -= 1 }
    }
}

struct OutboxTab: View {
    @Binding var area: Area

    var body: some View {
        Button("Back to inbox") { area = .inbox }
            .onAppear { print("outbox appeared") }
    }
}

struct MailTabs: View {
    @State private var area: Area = .inbox
    @State private var mailbox = Mailbox()

    var body: some View {
        let _ = print("MailTabs body")
        TabView(selection: $area) {
            Tab("Inbox", systemImage: "tray", value: Area.inbox) {
                InboxTab(mailbox: mailbox)
            }
            .badge(mailbox.unread)
            Tab("Outbox", systemImage: "paperplane", value: Area.outbox) {
                OutboxTab(area: $area)
            }
        }
        .onChange(of: area) { oldValue, newValue in
            print("area \(oldValue) -> \(newValue)")
        }
    }
}

:mount MailTabs()
// expect: MailTabs body
// expect: InboxTab body: 2 unread
:tap "Read one"
// expect: MailTabs body
// expect: InboxTab body: 1 unread
:tab "Outbox"
// expect: MailTabs body
// expect: outbox appeared
// expect: area inbox -> outbox
:tap "Back to inbox"
// expect: MailTabs body
// expect: area outbox -> inbox
