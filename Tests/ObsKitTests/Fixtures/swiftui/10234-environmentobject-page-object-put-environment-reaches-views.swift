// Apple docs style: the EnvironmentObject page: an object put in the environment reaches views several levels down; every view declaring it re-runs on any change, a view between them that does not declare it does not; a view reading it with no object above is SwiftUI's fatal error (rules §14.1, §6.5, §4.4, T16)
import SwiftUI

final class Session: ObservableObject {
    @Published var user = "guest"
    @Published var cartCount = 0
}

struct Avatar: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("Avatar body: \(session.user)")
        Text(session.user)
    }
}

struct CartBadge: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("CartBadge body: \(session.cartCount)")
        Button("Add item (\(session.cartCount))") { session.cartCount += 1 }
    }
}

struct TopBar: View {
    var body: some View {
        let _ = print("TopBar body")
        HStack {
            Avatar()
            CartBadge()
        }
    }
}

struct Shop: View {
    @StateObject private var session = Session()

    var body: some View {
        let _ = print("Shop body")
        VStack {
            TopBar()
            Button("Sign in") { session.user = "mia" }
        }
        .environmentObject(session)
    }
}

:mount Shop()
// expect: Shop body
// expect: TopBar body
// expect: Avatar body: guest
// expect: CartBadge body: 0
:tap "Add item (0)"
// expect: Shop body
// expect: Avatar body: guest
// expect: CartBadge body: 1
:tap "Sign in"
// expect: Shop body
// expect: Avatar body: mia
// expect: CartBadge body: 1
:mount CartBadge()
// expect-error: No ObservableObject of type Session found
