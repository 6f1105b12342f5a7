// The ObservableObject version of a session switch, as apps written before iOS 17 have it: an `AuthSession` owned
// by the root with @StateObject and shared with `.environmentObject`, a dashboard that owns its view model with
// @StateObject, and a "Sign out" button deep in the dashboard's footer.
// What SwiftUI does: the root observes the session, so signing in or out runs its body (rules §4.4, §5.1). The branch
// switch makes the dashboard's node, whose @StateObject closure runs right before its first body (rules §4.2), and
// signing out destroys it, releasing its view model (rules §1.1, §1.4). The footer declares `@EnvironmentObject`, so it
// would run at the session's change, but its node is gone in the same update. The dashboard's own change runs the
// dashboard alone: its footer gets an equal value and does not run (rules §2.7, §6.5 concerns only observers of the
// object that changed).
// Sources: rules §1.1, §1.4, §2.7, §4.2, §4.4, §5.1, §14.1; https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI

final class AuthSession: ObservableObject {
    @Published var token: String?

    func signIn() {
        print("signIn")
        token = "abc123"
    }

    func signOut() {
        print("signOut")
        token = nil
    }
}

final class DashboardViewModel: ObservableObject {
    @Published var unread = 3

    init() { print("DashboardViewModel init") }
    deinit { print("DashboardViewModel deinit") }
}

struct AccountFooter: View {
    @EnvironmentObject var session: AuthSession

    var body: some View {
        let _ = print("AccountFooter body")
        Button("Sign out") { session.signOut() }
    }
}

struct DashboardView: View {
    @StateObject private var viewModel = DashboardViewModel()

    var body: some View {
        let _ = print("DashboardView body: \(viewModel.unread) unread")
        VStack {
            Text("Unread: \(viewModel.unread)")
            Button("Read one") { viewModel.unread -= 1 }
            AccountFooter()
        }
    }
}

struct SignInView: View {
    @EnvironmentObject var session: AuthSession

    var body: some View {
        let _ = print("SignInView body")
        Button("Sign in") { session.signIn() }
    }
}

struct AppRoot: View {
    @StateObject private var session = AuthSession()

    var body: some View {
        let _ = print("AppRoot body: \(session.token == nil ? "signed out" : "signed in")")
        VStack {
            if session.token != nil {
                DashboardView()
            } else {
                SignInView()
            }
        }
        .environmentObject(session)
    }
}

:mount AppRoot()
// expect: AppRoot body: signed out
// expect: SignInView body
:tap "Sign in"
// expect: signIn
// expect: AppRoot body: signed in
// expect: DashboardViewModel init
// expect: DashboardView body: 3 unread
// expect: AccountFooter body
:tap "Read one"
// expect: DashboardView body: 2 unread
:tap "Sign out"
// expect: signOut
// expect: AppRoot body: signed out
// expect: DashboardViewModel deinit
// expect: SignInView body
