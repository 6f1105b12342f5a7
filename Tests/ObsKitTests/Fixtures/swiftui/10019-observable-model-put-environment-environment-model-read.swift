// Fatbobman / SwiftLee style: an @Observable model put in the environment with .environment(model) and read with @Environment(Model.self) — each view re-runs only for the properties its body read; a view that only writes in its actions never re-runs (rules §14.2, §8.3, §8.4)
import SwiftUI

@Observable
final class Session {
    var user = "guest"
    var unread = 0
}

struct UserLine: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("UserLine body: \(session.user)")
        Text(session.user)
    }
}

struct UnreadLine: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("UnreadLine body: \(session.unread)")
        Text("\(session.unread) unread")
    }
}

struct ActionBar: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("ActionBar body")
        HStack {
            Button("Log in") { session.user = "mia" }
            Button("New mail") { session.unread += 1 }
        }
    }
}

struct AppRoot: View {
    @State private var session = Session()

    var body: some View {
        VStack {
            UserLine()
            UnreadLine()
            ActionBar()
        }
        .environment(session)
    }
}

:mount AppRoot()
// expect: UserLine body: guest
// expect: UnreadLine body: 0
// expect: ActionBar body
:tap "Log in"
// expect: UserLine body: mia
:tap "New mail"
// expect: UnreadLine body: 1
:tap "New mail"
// expect: UnreadLine body: 2
