// stack-overflow style: an @EnvironmentObject injected at the root by an owner's @StateObject and read two levels down — views in between neither declare nor re-render; each view that declares the object re-runs on any of its changes, whatever property it reads (rules §14.1, §6.5, §2.1)
// corrected: the first version printed in Header and Footer too and expected them before Avatar (breadth-first); rules §2.8 leaves depth-first against breadth-first open, so those prints are gone and the expectation no longer depends on that order (Header and Footer never re-run either way; they declare nothing)
import SwiftUI

final class Session: ObservableObject {
    @Published var username = "guest"
    @Published var badge = 0
}

struct Avatar: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("Avatar body: \(session.username)")
        Text(session.username)
    }
}

struct BadgeButton: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("BadgeButton body: \(session.badge)")
        Button("Badge \(session.badge)") { session.badge += 1 }
    }
}

struct LoginButton: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Button("Log in") { session.username = "mia" }
    }
}

struct Header: View {
    var body: some View {
        HStack { Avatar() }
    }
}

struct Footer: View {
    var body: some View {
        HStack {
            BadgeButton()
            LoginButton()
        }
    }
}

struct RootView: View {
    var body: some View {
        let _ = print("RootView body")
        VStack {
            Header()
            Footer()
        }
    }
}

struct AppRoot: View {
    @StateObject private var session = Session()

    var body: some View {
        RootView().environmentObject(session)
    }
}

:mount AppRoot()
// expect: RootView body
// expect: Avatar body: guest
// expect: BadgeButton body: 0
:tap "Badge 0"
// expect: Avatar body: guest
// expect: BadgeButton body: 1
:tap "Log in"
// expect: Avatar body: mia
// expect: BadgeButton body: 1
