// Swift with Majid-style "Whole model or just the value, with @Observable": the starred badge gets the model and tracks `starred` itself; the unread badge gets an Int, which makes the parent the one that reads `unread`
// What SwiftUI does: a child's arguments are evaluated in the parent's body, so `mailbox.unread` there is the
// parent's read (rules §8.4): "New mail" runs the parent (`@dependencies`), which hands `UnreadBadge` a new
// count (`@self`, rules §2.7). `StarredBadge` reads `starred` in its own body, so "Star" runs it alone
// (rules §8.3); the parent, which doesn't read `starred`, doesn't run.
// Sources: rules §2.7, §8.3, §8.4, §12.1, §12.2.
import SwiftUI
import Observation

@Observable
final class Mailbox {
    var unread = 3
    var starred = 0
}

struct UnreadBadge: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count) unread")
    }
}

struct StarredBadge: View {
    let mailbox: Mailbox

    var body: some View {
        let _ = Self._printChanges()
        Text("\(mailbox.starred) starred")
    }
}

struct MailboxScreen: View {
    @State private var mailbox = Mailbox()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            UnreadBadge(count: mailbox.unread)
            StarredBadge(mailbox: mailbox)
            Button("Star") { mailbox.starred += 1 }
            Button("New mail") { mailbox.unread += 1 }
        }
    }
}

:mount MailboxScreen()
// expect: MailboxScreen: @self, @identity, _mailbox changed.
// expect: UnreadBadge: @self changed.
// expect: StarredBadge: @self changed.
:tap "Star"
// expect: StarredBadge: @dependencies changed.
:tap "New mail"
// expect: MailboxScreen: @dependencies changed.
// expect: UnreadBadge: @self changed.
:tap "Star"
// expect: StarredBadge: @dependencies changed.
