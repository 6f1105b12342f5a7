// Follows Apple's page "Bindable" (developer.apple.com/documentation/swiftui/bindable), its pattern of a local
// `@Bindable var x = x` inside body for an @Observable object taken from the environment, applied to a router whose
// path drives a NavigationStack; screens push and pop by changing the router's path.
// - Making $router.path reads `path` in the root's body, so the root depends on it and runs again at each push and
//   pop, wherever the change comes from (Apple `bindable`; rules §8.5, §8.7, §9.2). The host that owns the router
//   never reads its properties and runs once (rules §8.3).
// - Parents run before children (rules §2.8): the root's body, then the newly pushed screen's. A screen that is
//   already in the stack and whose inputs didn't change doesn't run again (rules §2.7); screens read only the
//   environment object, never `path`.
// - Emptying the path pops to the root (Apple `navigationstack`; rules §15.12).
import SwiftUI

enum Route: Hashable {
    case settings
    case account
}

@Observable
final class Router {
    var path: [Route] = []
}

struct SettingsScreen: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("SettingsScreen body")
        List {
            Button("Account") { router.path.append(.account) }
        }
        .navigationTitle("Settings")
    }
}

struct AccountScreen: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("AccountScreen body")
        Button("Sign Out") { router.path.removeAll() }
            .navigationTitle("Account")
    }
}

struct AppRoot: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("AppRoot body")
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List {
                Button("Settings") { router.path.append(.settings) }
            }
            .navigationTitle("Home")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .settings: SettingsScreen()
                case .account: AccountScreen()
                }
            }
        }
    }
}

struct RouterHost: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("RouterHost body")
        AppRoot()
            .environment(router)
    }
}

:mount RouterHost()
// expect: RouterHost body
// expect: AppRoot body
:tap "Settings"
// expect: AppRoot body
// expect: SettingsScreen body
:tap "Account"
// expect: AppRoot body
// expect: AccountScreen body
:back
// expect: AppRoot body
:tap "Account"
// expect: AppRoot body
// expect: AccountScreen body
:tap "Sign Out"
// expect: AppRoot body
