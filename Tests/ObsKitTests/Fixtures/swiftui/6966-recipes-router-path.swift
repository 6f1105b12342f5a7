// Recipes: programmatic navigation with a router, as Apple's "Bringing robust navigation structure to your SwiftUI
// app" recommends (a path of Hashable routes in a model), own code. An @Observable Router holds `path: [Route]`,
// injected with .environment(_:); the stack binds `$router.path`; a detail can link to a similar recipe, and "Back
// to Recipes" empties the path.
// What SwiftUI does: making `$router.path` reads `path` (rules §8.5), so the root's body runs at every push and pop.
// A NavigationLink(value:) appends its value to the path, and navigationDestination(for:) builds the pushed view
// (rules §15.12, §14.3). On a push the new view's body runs, then the covered view disappears and the new one
// appears (rules §14.3, §15.8; the project's recorded order); the detail already on the stack is handed an equal
// value and does not run. Emptying the path pops both: the visible detail disappears; the covered one had already.
// Sources: rules §8.5, §11.1, §14.3, §15.12; Apple
// https://developer.apple.com/documentation/swiftui/bringing-robust-navigation-structure-to-your-swiftui-app and
// https://developer.apple.com/documentation/swiftui/navigationstack
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

enum Route: Hashable {
    case recipe(Int)
    case settings
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let similarID: Int?

    static let all = [
        Recipe(id: 1, name: "Pancakes", similarID: 2),
        Recipe(id: 2, name: "Waffles", similarID: 3),
        Recipe(id: 3, name: "Crepes", similarID: nil),
    ]

    static func find(_ id: Int) -> Recipe? {
        all.first { $0.id == id }
    }
}

@Observable
final class Router {
    var path: [Route] = []

    init() { print("Router init") }
}

struct RecipeDetail: View {
    @Environment(Router.self) private var router
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.name)")
        List {
            if let similarID = recipe.similarID, let similar = Recipe.find(similarID) {
                NavigationLink("Similar: \(similar.name)", value: Route.recipe(similar.id))
            }
            Button("Back to Recipes") {
                router.path.removeAll()
            }
        }
        .navigationTitle(recipe.name)
        .onAppear { print("RecipeDetail appeared: \(recipe.name)") }
        .onDisappear { print("RecipeDetail disappeared: \(recipe.name)") }
    }
}

struct RecipesRoot: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("RecipesRoot body: depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            List(Recipe.all) { recipe in
                NavigationLink(recipe.name, value: Route.recipe(recipe.id))
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .recipe(let id):
                    if let recipe = Recipe.find(id) {
                        RecipeDetail(recipe: recipe)
                    }
                case .settings:
                    Text("Settings")
                }
            }
        }
    }
}

:mount RecipesRoot().environment(Router())
// expect: Router init
// expect: RecipesRoot body: depth 0
:tap "Pancakes"
// expect: RecipesRoot body: depth 1
// expect: RecipeDetail body: Pancakes
// expect: RecipeDetail appeared: Pancakes
:tap "Similar: Waffles"
// expect: RecipesRoot body: depth 2
// expect: RecipeDetail body: Waffles
// expect: RecipeDetail appeared: Waffles
// expect: RecipeDetail disappeared: Pancakes
:tap "Back to Recipes"
// expect: RecipesRoot body: depth 0
// expect: RecipeDetail disappeared: Waffles
