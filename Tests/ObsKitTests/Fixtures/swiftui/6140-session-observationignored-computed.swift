// An @Observable session model, as in WWDC23 "Discover Observation in SwiftUI": a computed property
// (`greeting`, built from the stored `firstName`) and an @ObservationIgnored field the UI never tracks.
// Two small views each read one thing through a plain `let` reference.
// Expected: the header re-runs when firstName changes (a computed property is tracked through the stored
// properties it reads), the footer when visits changes, and a write to the ignored field re-runs nothing
// (rules §8.1: @ObservationIgnored is honoured; §8.3: reads in actions are untracked). A view with no
// dynamic properties first prints only `@self` (rules §12.2); later runs are `@dependencies` (rules §12.1).
import SwiftUI
import Observation

@Observable
final class Session {
    var firstName = "Guest"
    var visits = 0
    @ObservationIgnored var lastAction = "none"

    var greeting: String { "Hello, \(firstName)!" }

    init() { print("Session init") }
}

struct GreetingHeader: View {
    let session: Session

    var body: some View {
        let _ = Self._printChanges()
        Text(session.greeting)
            .font(.title)
    }
}

struct VisitsFooter: View {
    let session: Session

    var body: some View {
        let _ = Self._printChanges()
        Text("\(session.visits) visits")
            .foregroundStyle(.secondary)
    }
}

struct ContentView: View {
    @State private var session = Session()

    var body: some View {
        VStack(spacing: 12) {
            GreetingHeader(session: session)
            VisitsFooter(session: session)
            Button("Sign in as Mia") {
                session.lastAction = "sign in"
                session.firstName = "Mia"
            }
            Button("Visit") { session.visits += 1 }
            Button("Note") { session.lastAction = "note" }
        }
        .padding()
    }
}

:mount ContentView()
:tap "Sign in as Mia"
:tap "Visit"
:tap "Note"

// expect: Session init
// expect: GreetingHeader: @self changed.
// expect: VisitsFooter: @self changed.
// expect: GreetingHeader: @dependencies changed.
// expect: VisitsFooter: @dependencies changed.
