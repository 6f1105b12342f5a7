// Migration guide, "after" picture: the session of 7076 as an @Observable class, put in the environment with
// `.environment(session)` and read with `@Environment(SessionModel.self)`.
// What SwiftUI does: `@Environment(Model.self)` with an @Observable model tracks reads per property (rules §14.2,
// §8.3), so a new mail runs only the badge, which read `unread`, and signing in runs only the greeting. The root
// keeps the model in @State and reads none of its properties (it only passes it down), so it never runs again
// (rules §3.7). The children have no inputs, and their @Environment fields compare equal (rules §2.5).
// Sources: rules §2.5, §3.7, §8.3, §14.2;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
// https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

@Observable
final class SessionModel {
    var userName = "guest"
    var unread = 0
}

struct Greeting: View {
    @Environment(SessionModel.self) private var session

    var body: some View {
        let _ = print("Greeting body: \(session.userName)")
        Text("Hello, \(session.userName)")
    }
}

struct InboxBadge: View {
    @Environment(SessionModel.self) private var session

    var body: some View {
        let _ = print("InboxBadge body: \(session.unread)")
        Label("\(session.unread) unread", systemImage: "envelope")
    }
}

struct SessionRoot: View {
    @State private var session = SessionModel()

    var body: some View {
        let _ = print("SessionRoot body")
        VStack {
            Greeting()
            InboxBadge()
            Button("New mail") {
                session.unread += 1
            }
            Button("Sign in") {
                session.userName = "mia"
            }
        }
        .environment(session)
    }
}

:mount SessionRoot()
// expect: SessionRoot body
// expect: Greeting body: guest
// expect: InboxBadge body: 0
:tap "New mail"
// expect: InboxBadge body: 1
:tap "Sign in"
// expect: Greeting body: mia
:tap "New mail"
// expect: InboxBadge body: 2
