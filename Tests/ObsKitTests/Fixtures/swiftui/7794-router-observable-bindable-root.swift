// Navigation in apps: an @Observable Router in @State, handed down with .environment (Swift with Majid's router pattern).
// `$router.path` through a local @Bindable reads `path`, so the root's body depends on it and runs at every push and pop
// (rules §8.5, §8.7); views that touch the router only in actions do not (rules §8.3). First runs list every dynamic
// property, later ones `@dependencies` (rules §12.1, §12.2); an equal HomeView value skips its body (rules §2.5, §2.7).
import SwiftUI

enum Route: Hashable {
    case profile(String)
    case settings
}

@Observable final class Router {
    var path: [Route] = []
    func push(_ route: Route) { path.append(route) }
    func popToRoot() { path.removeAll() }
}

struct HomeView: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = Self._printChanges()
        Button("Show profile") { router.push(.profile("Ana")) }
            .navigationTitle("Home")
    }
}

struct ProfileView: View {
    let name: String
    @Environment(Router.self) private var router

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(name)
            Button("Settings") { router.push(.settings) }
        }
    }
}

struct SettingsView: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = Self._printChanges()
        Button("Pop to root") { router.popToRoot() }
    }
}

struct AppRoot: View {
    @State private var router = Router()

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            HomeView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .profile(let name): ProfileView(name: name)
                    case .settings: SettingsView()
                    }
                }
        }
        .environment(router)
    }
}

:mount AppRoot()
// expect: AppRoot: @self, @identity, _router changed.
// expect: HomeView: @self, @identity, _router changed.
:tap "Show profile"
// expect: AppRoot: @dependencies changed.
// expect: ProfileView: @self, @identity, _router changed.
:tap "Settings"
// expect: AppRoot: @dependencies changed.
// expect: SettingsView: @self, @identity, _router changed.
:tap "Pop to root"
// expect: AppRoot: @dependencies changed.
:tap "Show profile"
// expect: AppRoot: @dependencies changed.
// expect: ProfileView: @self, @identity, _router changed.
