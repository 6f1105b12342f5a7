// Apple docs style (environment(_:) with an Observable object): siblings read different properties of a model from the environment; an optional reader outside the modifier gets nil (rules §14.2, §8.3)
// Page: https://developer.apple.com/documentation/swiftui/view/environment(_:)
import SwiftUI
import Observation

@Observable
final class SessionStore {
    var user: String? = nil
    var visits = 0
}

struct StatusLine: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        let _ = print("status: \(session.user ?? "guest")")
        Text(session.user ?? "Guest")
    }
}

struct VisitCounter: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        let _ = print("visits: \(session.visits)")
        Button("Visit") { session.visits += 1 }
    }
}

struct OptionalReader: View {
    @Environment(SessionStore.self) private var session: SessionStore?

    var body: some View {
        let _ = print("optional reader has a session: \(session != nil)")
        Text("Reader")
    }
}

struct SessionRoot: View {
    @State private var session = SessionStore()

    var body: some View {
        VStack {
            VStack {
                StatusLine()
                VisitCounter()
                Button("Log in") { session.user = "mia" }
            }
            .environment(session)
            OptionalReader()
        }
    }
}

:mount SessionRoot()
// expect: status: guest
// expect: visits: 0
// expect: optional reader has a session: false
:tap "Visit"
// expect: visits: 1
:tap "Log in"
// expect: status: mia
