// identity-and-lifetime style: reading Self._printChanges() (WWDC21 "Demystify SwiftUI", SwiftLee): the first run lists @self, @identity and every dynamic property; later a published change names _inbox in the owner and the observer, a child with plain inputs says @self only when its count changed, and an unchanged input skips it (rules §12.1, §12.2, §2.7, §4.4, §5.1)
import SwiftUI

final class Inbox: ObservableObject {
    @Published var unread = 0
}

struct UnreadBadge: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count)")
    }
}

struct InboxFooter: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        let _ = Self._printChanges()
        Text("\(inbox.unread) unread")
    }
}

struct MailScreen: View {
    @StateObject private var inbox = Inbox()
    @State private var filter = "All"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(filter)
            UnreadBadge(count: inbox.unread)
            InboxFooter(inbox: inbox)
            Button("Receive") { inbox.unread += 1 }
            Button("Filter unread") { filter = "Unread" }
        }
    }
}

:mount MailScreen()
// expect: MailScreen: @self, @identity, _inbox, _filter changed.
// expect: UnreadBadge: @self changed.
// expect: InboxFooter: @self, @identity, _inbox changed.
:tap "Receive"
// expect: MailScreen: _inbox changed.
// expect: UnreadBadge: @self changed.
// expect: InboxFooter: _inbox changed.
:tap "Filter unread"
// expect: MailScreen: _filter changed.
:tap "Filter unread"
