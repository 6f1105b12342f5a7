// architecture style: a detail view model per pushed screen, made with @StateObject in the destination's init from the pushed value; pushing the same recipe twice makes two models, each lives while its page is in the stack and deinits when popped (rules §14.3, §4.2, §4.3, §1.4, §15.12)
import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
}

final class RecipeDetailModel: ObservableObject {
    let recipe: Recipe
    @Published var servings = 2

    init(recipe: Recipe) {
        self.recipe = recipe
        print("RecipeDetailModel init \(recipe.name)")
    }
    deinit { print("RecipeDetailModel deinit \(recipe.name)") }
}

struct RecipeDetail: View {
    @StateObject private var model: RecipeDetailModel

    init(recipe: Recipe) {
        _model = StateObject(wrappedValue: RecipeDetailModel(recipe: recipe))
    }

    var body: some View {
        let _ = print("RecipeDetail body: \(model.recipe.name) x\(model.servings)")
        VStack {
            Button("More servings") { model.servings += 1 }
            NavigationLink("Similar", value: Recipe(id: 2, name: "Pesto"))
        }
    }
}

struct RecipeList: View {
    let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Pesto")]

    var body: some View {
        let _ = print("RecipeList body")
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

:mount RecipeList()
// expect: RecipeList body
:tap "Soup"
// expect: RecipeDetailModel init Soup
// expect: RecipeDetail body: Soup x2
:tap "More servings"
// expect: RecipeDetail body: Soup x3
:tap "Similar"
// expect: RecipeDetailModel init Pesto
// expect: RecipeDetail body: Pesto x2
:tap "Similar"
// expect: RecipeDetailModel init Pesto
// expect: RecipeDetail body: Pesto x2
:back
// expect: RecipeDetailModel deinit Pesto
:back
// expect: RecipeDetailModel deinit Pesto
:tap "More servings"
// expect: RecipeDetail body: Soup x4
:back
// expect: RecipeDetailModel deinit Soup
