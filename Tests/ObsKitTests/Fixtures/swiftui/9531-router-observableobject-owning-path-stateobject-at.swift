// SwiftUI from a community tutorial: https://edge.ccmdesign.ca/summaries/e22ad89606c810f8-swiftui-navigation-typed-routes-beat-old-hacks-summary (a Router ObservableObject owning the path: @StateObject at the root, @ObservedObject in children that push and pop)
// The summary's scaled-up version: "extract path to @MainActor ObservableObject Router with @Published path: [Route],
// methods push(_:), pop(), popToRoot()... Inject via @StateObject in root, pass @ObservedObject to children:
// router.push(.details(id: 7))". Apple's StateObject page: the root's router is made once for the root's lifetime;
// the stack's back button writes the path through `$router.path`, which the root's onChange sees too.
// - Mount: one Router. Push 7; push settings from it; back (the system's pop); pop to root.
import SwiftUI

enum Route: Hashable {
    case details(id: Int)
    case settings
}

@MainActor
final class Router: ObservableObject {
    @Published var path: [Route] = []

    init() { print("Router init") }

    func push(_ route: Route) {
        print("push \(route)")
        path.append(route)
    }

    func pop() {
        print("pop")
        path.removeLast()
    }

    func popToRoot() {
        print("pop to root from depth \(path.count)")
        path.removeAll()
    }
}

struct DetailsView: View {
    let id: Int
    @ObservedObject var router: Router

    var body: some View {
        VStack {
            Text("Details \(id)")
            Button("Show settings") { router.push(.settings) }
            Button("Pop to root") { router.popToRoot() }
        }
    }
}

struct SettingsView: View {
    @ObservedObject var router: Router
    var body: some View {
        Button("Close settings") { router.pop() }
    }
}

struct RootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Open details 7") { router.push(.details(id: 7)) }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .details(let id): DetailsView(id: id, router: router)
                    case .settings: SettingsView(router: router)
                    }
                }
        }
        .onChange(of: router.path) { _, path in print("depth \(path.count)") }
    }
}

:mount RootView()
// expect: Router init
:tap "Open details 7"
// expect: push details(id: 7)
// expect: depth 1
:tap "Show settings"
// expect: push settings
// expect: depth 2
:back
// expect: depth 1
:tap "Show settings"
// expect: push settings
// expect: depth 2
:tap "Close settings"
// expect: pop
// expect: depth 1
:tap "Pop to root"
// expect: pop to root from depth 1
// expect: depth 0
