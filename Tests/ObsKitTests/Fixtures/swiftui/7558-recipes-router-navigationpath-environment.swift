// Swift with Majid-style "router" post: an @Observable Router owns a NavigationPath, the root binds the stack to it,
// and pushed screens get the router from the environment to push and pop two kinds of values
// What SwiftUI does: `NavigationStack(path:)` shows one view per path element; a `NavigationLink(value:)` appends,
// the router's `append`/`removeLast`/a new empty path push and pop (rules §15.12). Each destination is built by its
// `navigationDestination(for:)` when pushed (rules §14.3). The root makes `$router.path` through `@Bindable`, which
// reads `path` (rules §8.5), so the root's body runs at every push and pop. The pushed screens read the router only
// in actions (rules §8.3), and are given equal values, so a push on top of them does not run their bodies (rules
// §2.7). The router is made once, by the root's `@State` at mount (rules §3.1, §3.2).
// Sources: rules §2.7, §3.1, §8.3, §8.5, §14.3, §15.12; Apple `NavigationPath`, `NavigationStack`
// https://developer.apple.com/documentation/swiftui/navigationpath https://developer.apple.com/documentation/swiftui/navigationstack
import SwiftUI

struct Recipe: Hashable {
    let name: String
    let chef: String
}

struct Chef: Hashable {
    let name: String
}

@MainActor
@Observable
final class Router {
    var path = NavigationPath()

    init() {
        print("Router init")
    }

    func push(_ chef: Chef) {
        path.append(chef)
    }

    func pop() {
        path.removeLast()
    }

    func popToRoot() {
        path = NavigationPath()
    }
}

struct RecipeDetailScreen: View {
    let recipe: Recipe
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("RecipeDetailScreen body: \(recipe.name)")
        VStack {
            Text(recipe.name)
            Button("More by \(recipe.chef)") {
                router.push(Chef(name: recipe.chef))
            }
        }
    }
}

struct ChefScreen: View {
    let chef: Chef
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("ChefScreen body: \(chef.name)")
        VStack {
            Text("Recipes by \(chef.name)")
            Button("Back one") { router.pop() }
            Button("Back to recipes") { router.popToRoot() }
        }
    }
}

struct RecipesRootView: View {
    @State private var router = Router()
    private let recipes = [
        Recipe(name: "Shakshuka", chef: "Yotam"),
        Recipe(name: "Pad Thai", chef: "Kris"),
    ]

    var body: some View {
        @Bindable var router = router
        let _ = print("RecipesRootView body, depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            List(recipes, id: \.name) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailScreen(recipe: recipe)
            }
            .navigationDestination(for: Chef.self) { chef in
                ChefScreen(chef: chef)
            }
        }
        .environment(router)
    }
}

:mount RecipesRootView()
// expect: Router init
// expect: RecipesRootView body, depth 0
:tap "Shakshuka"
// expect: RecipesRootView body, depth 1
// expect: RecipeDetailScreen body: Shakshuka
:tap "More by Yotam"
// expect: RecipesRootView body, depth 2
// expect: ChefScreen body: Yotam
:tap "Back one"
// expect: RecipesRootView body, depth 1
:tap "More by Yotam"
// expect: RecipesRootView body, depth 2
// expect: ChefScreen body: Yotam
:tap "Back to recipes"
// expect: RecipesRootView body, depth 0
:tap "Pad Thai"
// expect: RecipesRootView body, depth 1
// expect: RecipeDetailScreen body: Pad Thai
:back
// expect: RecipesRootView body, depth 0
