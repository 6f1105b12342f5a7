// Beginner tutorial style: a recipe browser; a pushed detail scales its ingredients with a servings Stepper.
// What SwiftUI does: `navigationDestination(for:)` builds the detail when its value is pushed (rules §14.3,
// §15.12); the detail's @State lives in its node, so each Stepper press runs its body once (rules §3.4), and a pop
// destroys the node: pushing the same recipe again starts over at the recipe's servings (rules §1.4, §3.2). The
// list's body does not run for any of this: nothing it read changed.
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let servings: Int
    let flourGrams: Int
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var servings: Int

    init(recipe: Recipe) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.servings)
    }

    var body: some View {
        let flour = recipe.flourGrams * servings / recipe.servings
        let _ = print("\(recipe.name) for \(servings): \(flour) g flour")
        Form {
            Stepper("Servings", value: $servings, in: 1...12)
            Text("Flour: \(flour) g")
        }
        .navigationTitle(recipe.name)
    }
}

struct RecipeListView: View {
    let recipes = [Recipe(id: 1, name: "Pancakes", servings: 2, flourGrams: 200),
                   Recipe(id: 2, name: "Banana Bread", servings: 8, flourGrams: 400)]

    var body: some View {
        let _ = print("recipe list")
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

:mount RecipeListView()
// expect: recipe list
:tap "Pancakes"
// expect: Pancakes for 2: 200 g flour
:step "Servings" up 2
// expect: Pancakes for 3: 300 g flour
// expect: Pancakes for 4: 400 g flour
:back
:tap "Banana Bread"
// expect: Banana Bread for 8: 400 g flour
:step "Servings" down
// expect: Banana Bread for 7: 350 g flour
:back
:tap "Pancakes"
// expect: Pancakes for 2: 200 g flour
