// Reddit r/SwiftUI style: a NavigationStack path held by an @Observable router in the root's @State, bound through a local @Bindable; pages get the router as a plain let and push, pop and go home through it; a push shows the new page before the covered one disappears, a pop to root fires no disappear of a page already covered (rules §15.12, §14.3, §11.1, §8.5)
import SwiftUI

enum Route: Hashable {
    case detail(Int)
    case settings
}

@Observable
final class Router {
    var path: [Route] = []

    func open(_ route: Route) { path.append(route) }
    func back() { path.removeLast() }
    func home() { path.removeAll() }
}

struct DetailPage: View {
    let number: Int
    let router: Router

    var body: some View {
        let _ = print("DetailPage body: \(number)")
        VStack {
            Text("Item \(number)")
            Button("Settings") { router.open(.settings) }
            Button("Back") { router.back() }
        }
        .onAppear { print("DetailPage \(number) appeared") }
        .onDisappear { print("DetailPage \(number) disappeared") }
    }
}

struct SettingsPage: View {
    let router: Router

    var body: some View {
        let _ = print("SettingsPage body")
        Button("Home") { router.home() }
    }
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("RootView body: depth \(router.path.count)")
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            VStack {
                Button("Open 7") { router.open(.detail(7)) }
                Button("Open 3") { router.open(.detail(3)) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .detail(let number):
                    DetailPage(number: number, router: router)
                case .settings:
                    SettingsPage(router: router)
                }
            }
        }
    }
}

:mount RootView()
// expect: RootView body: depth 0
:tap "Open 7"
// expect: RootView body: depth 1
// expect: DetailPage body: 7
// expect: DetailPage 7 appeared
:tap "Settings"
// expect: RootView body: depth 2
// expect: SettingsPage body
// expect: DetailPage 7 disappeared
:tap "Home"
// expect: RootView body: depth 0
:tap "Open 3"
// expect: RootView body: depth 1
// expect: DetailPage body: 3
// expect: DetailPage 3 appeared
:tap "Back"
// expect: RootView body: depth 0
// expect: DetailPage 3 disappeared
