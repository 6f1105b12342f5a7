// cookbook style: an @Observable router in @State holds a [Route] path of an enum with associated values, handed down with .environment; pages push, pop one and pop to root through it; the root's body (which makes $router.path, a read) runs on each change, pages that read nothing of the router do not run again (rules §15.12, §8.5, §14.2, §2.5)
import SwiftUI

enum Route: Hashable {
    case profile(String)
    case settings
}

@Observable
final class Router {
    var path: [Route] = []

    func push(_ route: Route) { path.append(route) }
    func pop() { path.removeLast() }
    func popToRoot() { path.removeAll() }
}

struct ProfileScreen: View {
    let name: String
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("ProfileScreen body: \(name)")
        VStack {
            Button("Settings from \(name)") { router.push(.settings) }
            Button("Back one") { router.pop() }
        }
    }
}

struct SettingsScreen: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("SettingsScreen body")
        Button("Pop to root") { router.popToRoot() }
    }
}

struct AppRoot: View {
    @State private var router = Router()

    var body: some View {
        @Bindable var router = router
        let _ = print("AppRoot body: \(router.path.count)")
        NavigationStack(path: $router.path) {
            VStack {
                Button("Show Ana") { router.push(.profile("Ana")) }
                Button("Show settings") { router.push(.settings) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .profile(let name):
                    ProfileScreen(name: name)
                case .settings:
                    SettingsScreen()
                }
            }
        }
        .environment(router)
    }
}

:mount AppRoot()
// expect: AppRoot body: 0
:tap "Show Ana"
// expect: AppRoot body: 1
// expect: ProfileScreen body: Ana
:tap "Settings from Ana"
// expect: AppRoot body: 2
// expect: SettingsScreen body
:tap "Pop to root"
// expect: AppRoot body: 0
:tap "Show Ana"
// expect: AppRoot body: 1
// expect: ProfileScreen body: Ana
:tap "Back one"
// expect: AppRoot body: 0
:tap "Show settings"
// expect: AppRoot body: 1
// expect: SettingsScreen body
