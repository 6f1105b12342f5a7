// cookbook style: the app owns an ObservableObject session coordinator with @StateObject and hands it down as an @EnvironmentObject; the root binds the stack's path to it, a deep page logs out by emptying the path; the root re-runs on every path change, a page that holds only a value does not (rules §15.16, §4.2, §14.1, §15.12)
import SwiftUI

final class SessionCoordinator: ObservableObject {
    @Published var path: [String] = []

    init() { print("SessionCoordinator init") }
}

struct LogoutPage: View {
    @EnvironmentObject var session: SessionCoordinator

    var body: some View {
        let _ = print("LogoutPage body")
        Button("Log out") { session.path = [] }
    }
}

struct ListPage: View {
    let name: String

    var body: some View {
        let _ = print("ListPage body: \(name)")
        NavigationLink("Account", value: "account")
    }
}

struct RootView: View {
    @EnvironmentObject var session: SessionCoordinator

    var body: some View {
        let _ = print("RootView body: \(session.path)")
        NavigationStack(path: $session.path) {
            NavigationLink("Groceries", value: "groceries")
                .navigationDestination(for: String.self) { value in
                    if value == "account" {
                        LogoutPage()
                    } else {
                        ListPage(name: value)
                    }
                }
        }
    }
}

@main
struct ListsApp: App {
    @StateObject private var session = SessionCoordinator()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
        }
    }
}

:mount ListsApp()
// expect: SessionCoordinator init
// expect: RootView body: []
:tap "Groceries"
// expect: RootView body: ["groceries"]
// expect: ListPage body: groceries
:tap "Account"
// expect: RootView body: ["groceries", "account"]
// expect: LogoutPage body
:tap "Log out"
// expect: RootView body: []
:tap "Groceries"
// expect: RootView body: ["groceries"]
// expect: ListPage body: groceries
