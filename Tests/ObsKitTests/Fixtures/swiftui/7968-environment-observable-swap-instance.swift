// Style: Stack Overflow question. "I log out by replacing the @Observable session in @State; do views reading it from the environment follow?"
// Assigning another object to @State is a change (rules §3.4; the owner's body read `session` to pass it on, rules §3.5), so the owner runs and
// sets the new object in the environment; the child's `@Environment(Session.self)` now holds another value, so it runs (rules §14.2), and its
// new body reads the new object's properties (rules §8.3). The old object is no longer read by any body: changing it re-runs nothing.
import SwiftUI

@Observable
final class Session {
    var user: String
    var unread = 0
    init(user: String) { self.user = user }
}

struct UnreadBadge: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("UnreadBadge body: \(session.user) \(session.unread)")
        Text("\(session.unread)")
    }
}

struct MailRoot: View {
    @State private var session: Session

    init(session: Session) {
        _session = State(initialValue: session)
    }

    var body: some View {
        let _ = print("MailRoot body")
        VStack {
            UnreadBadge()
            Button("Log out") { session = Session(user: "guest") }
        }
        .environment(session)
    }
}

let ann = Session(user: "ann")

:mount MailRoot(session: ann)
// expect: MailRoot body
// expect: UnreadBadge body: ann 0
ann.unread = 3
// expect: UnreadBadge body: ann 3
:tap "Log out"
// expect: MailRoot body
// expect: UnreadBadge body: guest 0
ann.unread = 5
print(ann.unread)
// expect: 5
