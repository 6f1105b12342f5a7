// Observation in depth style: an @Observable session put in the environment and read with @Environment(Session.self); each view re-runs only for the properties it read, a view that reads theme only in its button action never re-runs for it (rules §14.2, §8.3, §12.1, §12.2)
import SwiftUI

@Observable
final class Session {
    var username = "guest"
    var unread = 0
    var theme = "light"
}

struct Header: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = Self._printChanges()
        Text("Hello, \(session.username)")
    }
}

struct InboxBadge: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("InboxBadge body: \(session.unread)")
        Text("\(session.unread) unread")
    }
}

struct ThemeButton: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("ThemeButton body")
        Button("Show theme") { print("theme is \(session.theme)") }
    }
}

struct RootView: View {
    @State private var session = Session()

    var body: some View {
        let _ = print("RootView body")
        VStack {
            Header()
            InboxBadge()
            ThemeButton()
            Button("Log in") { session.username = "kim" }
            Button("New mail") { session.unread += 1 }
            Button("Dark") { session.theme = "dark" }
        }
        .environment(session)
    }
}

:mount RootView()
// expect: RootView body
// expect: Header: @self, @identity, _session changed.
// expect: InboxBadge body: 0
// expect: ThemeButton body
:tap "Log in"
// expect: Header: @dependencies changed.
:tap "New mail"
// expect: InboxBadge body: 1
:tap "Dark"
:tap "Show theme"
// expect: theme is dark
