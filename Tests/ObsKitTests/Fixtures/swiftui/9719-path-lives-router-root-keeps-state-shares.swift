// Apple NavigationStack documentation style with an @Observable router: the path lives in a router the root keeps in @State and shares with .environment; links, a toolbar button and a detail's "Back to list" change the path; the root reads the path, so it runs at each push and pop, and after a push or pop the incoming page appears before the outgoing one disappears (rules §15.12, §8.5, §11.1)
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
}

let recipes = [
    Recipe(id: 1, name: "Pancakes"),
    Recipe(id: 2, name: "Omelette"),
    Recipe(id: 3, name: "Waffles"),
]

@Observable
final class Router {
    var path: [Recipe] = []
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.name)")
        VStack {
            Text(recipe.name)
            if let next = recipes.first(where: { $0.id == recipe.id + 1 }) {
                NavigationLink("Next: \(next.name)", value: next)
            }
            Button("Back to list") { router.path.removeAll() }
        }
        .onAppear { print("\(recipe.name) appeared") }
        .onDisappear { print("\(recipe.name) disappeared") }
    }
}

struct RecipeList: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("RecipeList body: depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .toolbar {
                Button("Surprise me") { router.path.append(recipes[2]) }
            }
            .onAppear { print("list appeared") }
            .onDisappear { print("list disappeared") }
        }
        .environment(router)
    }
}

:mount RecipeList()
// expect: RecipeList body: depth 0
// expect: list appeared
:tap "Pancakes"
// expect: RecipeList body: depth 1
// expect: RecipeDetail body: Pancakes
// expect: Pancakes appeared
// expect: list disappeared
:tap "Next: Omelette"
// expect: RecipeList body: depth 2
// expect: RecipeDetail body: Omelette
// expect: Omelette appeared
// expect: Pancakes disappeared
:back
// expect: RecipeList body: depth 1
// expect: Pancakes appeared
// expect: Omelette disappeared
:tap "Back to list"
// expect: RecipeList body: depth 0
// expect: list appeared
// expect: Pancakes disappeared
:tap "Surprise me"
// expect: RecipeList body: depth 1
// expect: RecipeDetail body: Waffles
// expect: Waffles appeared
// expect: list disappeared
:back
// expect: RecipeList body: depth 0
// expect: list appeared
// expect: Waffles disappeared
