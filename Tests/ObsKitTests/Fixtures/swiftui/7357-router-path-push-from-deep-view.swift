// A router as conference talks show it: an @Observable class holding `[Route]`, owned by the root in @State, used as
// the NavigationStack's path and put in the environment, so any view, however deep, can push.
// What SwiftUI does: appending to the path pushes the route's destination, built by `navigationDestination(for:)` only
// then (rules §15.12, §14.3). The root's body reads `router.path.count`, so every push and pop re-runs it (rules §8.3);
// the list below it gets an equal value (it has only an `@Environment` field, rules §2.5) and does not run. A button two
// levels inside a destination pushes through the environment's router, which reads nothing (an action, rules §8.3).
// Popping to the root empties the path; `:back` pops one through the path binding (rules §15.12).
// Sources: rules §2.5, §8.3, §14.3, §15.12; https://developer.apple.com/documentation/swiftui/navigationstack
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI

enum Route: Hashable {
    case recipe(id: Int)
    case author(name: String)
}

@Observable
final class Router {
    var path: [Route] = []

    init() { print("Router init") }

    func push(_ route: Route) {
        print("Router push \(route)")
        path.append(route)
    }

    func popToRoot() {
        print("Router popToRoot from depth \(path.count)")
        path.removeAll()
    }
}

struct RecipeListView: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("RecipeListView body")
        List {
            Button("Pancakes") { router.push(.recipe(id: 1)) }
            Button("Ramen") { router.push(.recipe(id: 2)) }
        }
        .navigationTitle("Recipes")
    }
}

struct RecipeDetailView: View {
    let id: Int

    var body: some View {
        let _ = print("RecipeDetailView body: \(id)")
        VStack {
            Text("Recipe #\(id)")
            AuthorLine(name: id == 1 ? "Maya" : "Ken")
        }
    }
}

struct AuthorLine: View {
    let name: String
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("AuthorLine body: \(name)")
        Button("By \(name)") { router.push(.author(name: name)) }
    }
}

struct AuthorView: View {
    let name: String
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("AuthorView body: \(name)")
        Button("Back to recipes") { router.popToRoot() }
    }
}

struct CookbookRoot: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("CookbookRoot body: depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            RecipeListView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .recipe(let id):
                        RecipeDetailView(id: id)
                    case .author(let name):
                        AuthorView(name: name)
                    }
                }
        }
        .environment(router)
    }
}

:mount CookbookRoot()
// expect: Router init
// expect: CookbookRoot body: depth 0
// expect: RecipeListView body
:tap "Pancakes"
// expect: Router push recipe(id: 1)
// expect: CookbookRoot body: depth 1
// expect: RecipeDetailView body: 1
// expect: AuthorLine body: Maya
:tap "By Maya"
// expect: Router push author(name: "Maya")
// expect: CookbookRoot body: depth 2
// expect: AuthorView body: Maya
:tap "Back to recipes"
// expect: Router popToRoot from depth 2
// expect: CookbookRoot body: depth 0
:tap "Ramen"
// expect: Router push recipe(id: 2)
// expect: CookbookRoot body: depth 1
// expect: RecipeDetailView body: 2
// expect: AuthorLine body: Ken
:back
// expect: CookbookRoot body: depth 0
