// Custom DynamicProperty: a @CurrentUser wrapper reading an @Observable model from the environment
// `@Environment(Session.self)` tracks reads per property (rules §14.2, §8): the host's body read only `user` through
// the wrapper, so a change to `lastPing` re-runs nobody, and a change to `user` re-runs the host as @dependencies
// (rules §8.3, §12.1). The owner holds the model in @State and reads none of its properties (rules §3.7).
import SwiftUI

@Observable
final class Session {
    var user = "guest"
    var lastPing = 0
}

@propertyWrapper
struct CurrentUser: DynamicProperty {
    @Environment(Session.self) private var session

    init() {}

    var wrappedValue: String { session.user }
}

struct Greeting: View {
    @CurrentUser var user

    var body: some View {
        let _ = Self._printChanges()
        Text("Hi \(user)")
    }
}

struct AppRoot: View {
    @State private var session = Session()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Greeting()
            Button("Ping") { session.lastPing += 1 }
            Button("Log in") { session.user = "mia" }
        }
        .environment(session)
    }
}

:mount AppRoot()
// expect: AppRoot: @self, @identity, _session changed.
// expect: Greeting: @self, @identity, _user changed.
:tap "Ping"
:tap "Log in"
// expect: Greeting: @dependencies changed.
:tap "Log in"
