// Migration guide, "before" picture: a signed-in session shared through the environment with
// `.environmentObject(_:)` and read with @EnvironmentObject by a greeting and an unread-mail badge.
// What SwiftUI does: every view that declares @EnvironmentObject subscribes to the object's single objectWillChange
// publisher (rules §14.1), and the root's @StateObject box does too (rules §4.4). Any @Published change therefore runs
// the root's body and both readers' bodies, each once, root first (rules §6.5, §2.8, §10.1), even though the greeting
// never reads the unread count and the root reads nothing.
// Sources: rules §2.8, §4.4, §6.5, §10.1, §14.1;
// https://developer.apple.com/documentation/swiftui/environmentobject
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

final class SessionStore: ObservableObject {
    @Published var userName = "guest"
    @Published var unread = 0
}

struct Greeting: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        let _ = print("Greeting body: \(session.userName)")
        Text("Hello, \(session.userName)")
    }
}

struct InboxBadge: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        let _ = print("InboxBadge body: \(session.unread)")
        Label("\(session.unread) unread", systemImage: "envelope")
    }
}

struct SessionRoot: View {
    @StateObject private var session = SessionStore()

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
        .environmentObject(session)
    }
}

:mount SessionRoot()
// expect: SessionRoot body
// expect: Greeting body: guest
// expect: InboxBadge body: 0
:tap "New mail"
// expect: SessionRoot body
// expect: Greeting body: guest
// expect: InboxBadge body: 1
:tap "Sign in"
// expect: SessionRoot body
// expect: Greeting body: mia
// expect: InboxBadge body: 1
