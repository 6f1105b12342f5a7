// what's-new style: the optional form `@Environment(Session.self) private var session: Session?` is nil until a parent sets the model, so the view can show a ContentUnavailableView instead of crashing; a property change re-runs only the reader (rules §14.2, §8.3, §15.17)
import SwiftUI

@Observable
final class Session {
    var userName = "guest"
}

struct Greeting: View {
    @Environment(Session.self) private var session: Session?

    var body: some View {
        let _ = print("Greeting body: \(session?.userName ?? "no session")")
        if let session {
            Text("Hello, \(session.userName)")
        } else {
            ContentUnavailableView("Signed out", systemImage: "person.slash")
        }
    }
}

struct RootView: View {
    @State private var session: Session? = nil

    var body: some View {
        let _ = print("RootView body: signed in \(session != nil)")
        VStack {
            Button("Sign in") { session = Session() }
            Button("Rename") { session?.userName = "kim" }
            Button("Sign out") { session = nil }
            Greeting()
                .environment(session)
        }
    }
}

:mount RootView()
// expect: RootView body: signed in false
// expect: Greeting body: no session
:tap "Sign in"
// expect: RootView body: signed in true
// expect: Greeting body: guest
:tap "Rename"
// expect: Greeting body: kim
:tap "Sign out"
// expect: RootView body: signed in false
// expect: Greeting body: no session
:tap "Rename"
