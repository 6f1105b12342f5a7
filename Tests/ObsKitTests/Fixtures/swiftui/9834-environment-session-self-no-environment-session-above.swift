// Pitfall on purpose (the Observable version of a missing environment object): @Environment(Session.self) with no .environment(session) above; declared optional it is nil, declared non-optional it is a fatal error raised when the property updates, before the body runs (rules §14.2, §11.1)
import SwiftUI

@Observable
final class Session {
    var user = "ann"
}

struct OptionalBadge: View {
    @Environment(Session.self) private var session: Session?

    var body: some View {
        let _ = print("OptionalBadge body: \(session?.user ?? "signed out")")
        Text(session?.user ?? "signed out")
    }
}

struct UserBadge: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("UserBadge body: \(session.user)")
        VStack {
            Text(session.user)
            Button("Switch user") { session.user = "bo" }
        }
    }
}

struct HomeScreen: View {
    var body: some View {
        let _ = print("HomeScreen body")
        VStack {
            OptionalBadge()
            UserBadge()
        }
    }
}

:mount HomeScreen().environment(Session())
// expect: HomeScreen body
// expect: OptionalBadge body: ann
// expect: UserBadge body: ann
:tap "Switch user"
// expect: OptionalBadge body: bo
// expect: UserBadge body: bo
:mount HomeScreen()
// expect: HomeScreen body
// expect: OptionalBadge body: signed out
// expect-error: No Observable object of type Session found
