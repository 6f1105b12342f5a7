// Tutorial style (loading a pushed detail screen): navigationDestination builds a detail whose @StateObject model loads in .task; popping before it finishes cancels the load, and the model deinits once the task and the view let go (rules §4.2, §4.3, §14.3, §11.1, §11.3, §1.4)
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
}

@MainActor
final class RecipeDetailModel: ObservableObject {
    let recipe: Recipe
    @Published var steps: [String] = []

    init(recipe: Recipe) {
        self.recipe = recipe
        print("RecipeDetailModel init for \(recipe.name)")
    }

    deinit { print("RecipeDetailModel deinit") }

    func loadSteps() async {
        print("loading steps for \(recipe.name)")
        do {
            try await Task.sleep(for: .seconds(2))
            steps = ["Chop", "Stir", "Serve"]
            print("steps loaded for \(recipe.name)")
        } catch {
            print("loading \(recipe.name) cancelled")
        }
    }
}

struct RecipeDetailView: View {
    @StateObject private var model: RecipeDetailModel

    init(recipe: Recipe) {
        _model = StateObject(wrappedValue: RecipeDetailModel(recipe: recipe))
    }

    var body: some View {
        List(model.steps, id: \.self) { step in
            Text(step)
        }
        .navigationTitle(model.recipe.name)
        .task { await model.loadSteps() }
        .onDisappear { print("detail for \(model.recipe.name) disappeared") }
    }
}

struct RecipeListView: View {
    let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Omelette")]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
            .navigationTitle("Recipes")
            .onAppear { print("list appeared") }
        }
    }
}

:mount RecipeListView()
// expect: list appeared
:tap "Pancakes"
// expect: RecipeDetailModel init for Pancakes
// expect: loading steps for Pancakes
:advance 1s
:back
// expect: list appeared
// expect: detail for Pancakes disappeared
// expect: loading Pancakes cancelled
// expect: RecipeDetailModel deinit
:tap "Omelette"
// expect: RecipeDetailModel init for Omelette
// expect: loading steps for Omelette
:advance 2s
// expect: steps loaded for Omelette
:back
// expect: list appeared
// expect: detail for Omelette disappeared
// expect: RecipeDetailModel deinit
