// combine style: an App owns a session @StateObject passed down with environmentObject; the session turns a `logout` PassthroughSubject into `user = nil` with a sink; logging out swaps the home screen for the login screen, so the home screen's own @StateObject model deinits and its cancellables go with it (rules §15.16, §14.1, §1.1, §1.4)
// corrected: my first expectation had LoginScreen's body run after RootView's at log-in; RootView's body (parent first, rules §2.8) switches the branch and destroys LoginScreen's node before its own invalidation is flushed (rules §1.1), so it does not run
import SwiftUI
import Combine

final class SessionStore: ObservableObject {
    @Published var user: String? = nil
    let logout = PassthroughSubject<Void, Never>()
    private var bag = Set<AnyCancellable>()

    init() {
        print("SessionStore init")
        logout
            .sink { [weak self] in
                print("logging out \(self?.user ?? "nobody")")
                self?.user = nil
            }
            .store(in: &bag)
    }
}

final class HomeModel: ObservableObject {
    @Published var unread = 3
    private var bag = Set<AnyCancellable>()

    init() {
        print("HomeModel init")
        AnyCancellable { print("HomeModel subscriptions cancelled") }
            .store(in: &bag)
    }

    deinit { print("HomeModel deinit") }
}

struct HomeScreen: View {
    @EnvironmentObject var session: SessionStore
    @StateObject private var home = HomeModel()

    var body: some View {
        let _ = print("HomeScreen body: \(session.user ?? "-") unread=\(home.unread)")
        VStack {
            Text("Welcome \(session.user ?? "")")
            Button("Log out") { session.logout.send() }
        }
    }
}

struct LoginScreen: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        let _ = print("LoginScreen body")
        Button("Log in") { session.user = "mia" }
    }
}

struct RootView: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        let _ = print("RootView body: user=\(session.user ?? "nil")")
        if session.user == nil {
            LoginScreen()
        } else {
            HomeScreen()
        }
    }
}

struct MessengerApp: App {
    @StateObject private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
        }
    }
}

:mount MessengerApp()
// expect: SessionStore init
// expect: RootView body: user=nil
// expect: LoginScreen body
:tap "Log in"
// expect: RootView body: user=mia
// expect: HomeModel init
// expect: HomeScreen body: mia unread=3
:tap "Log out"
// expect: logging out mia
// expect: RootView body: user=nil
// expect: HomeModel deinit
// expect: HomeModel subscriptions cancelled
// expect: LoginScreen body
