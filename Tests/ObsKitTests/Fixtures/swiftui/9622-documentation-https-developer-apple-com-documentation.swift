// Apple, Environment and View.environment(_:) documentation, https://developer.apple.com/documentation/swiftui/environment — an optional @Observable Session put in the environment with `.environment(session)` and read with `@Environment(Session.self) private var session: Session?`: nil while signed out, the object after sign-in, per-property tracking once it is there
// Apple: "environment(_ object: T?)" places an Observable object (or nil) in the environment; reading with an
// optional type gives nil instead of a crash when none is set; a view re-runs when the environment value it
// reads changes, and "SwiftUI tracks reads" of an Observable's properties (rules §14.2, §8.3). The root reads
// its @State session to pass it down, so it re-runs when the session is replaced, not when its name changes.
import SwiftUI

@Observable final class Session {
    var name: String
    init(name: String) { self.name = name }
}

struct AccountBadge: View {
    @Environment(Session.self) private var session: Session?

    var body: some View {
        let _ = Self._printChanges()
        if let session {
            Text("Signed in as \(session.name)")
        } else {
            Text("Signed out")
        }
    }
}

struct RootView: View {
    @State private var session: Session? = nil

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            AccountBadge()
            Button("Sign in") { session = Session(name: "Ann") }
            Button("Rename") { session?.name = "Annie" }
            Button("Sign out") { session = nil }
        }
        .environment(session)
    }
}

:mount RootView()
// expect: RootView: @self, @identity, _session changed.
// expect: AccountBadge: @self, @identity, _session changed.
:tap "Rename"
:tap "Sign in"
// expect: RootView: _session changed.
// expect: AccountBadge: _session changed.
:tap "Rename"
// expect: AccountBadge: @dependencies changed.
:tap "Sign out"
// expect: RootView: _session changed.
// expect: AccountBadge: _session changed.
