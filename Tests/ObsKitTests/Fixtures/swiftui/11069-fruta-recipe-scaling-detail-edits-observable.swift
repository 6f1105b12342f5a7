// Apple sample style (Fruta recipe scaling): a detail edits an @Observable recipe through @Bindable with a Stepper; a computed summary updates, and the parent list row reading the same property runs too (rules §8.5, §8.4, §15.1)
import SwiftUI

@Observable
final class Recipe: Identifiable {
    let id: String
    var servings: Int
    let gramsPerServing: Int
    init(id: String, servings: Int, gramsPerServing: Int) {
        self.id = id
        self.servings = servings
        self.gramsPerServing = gramsPerServing
    }
    var totalGrams: Int { servings * gramsPerServing }
}

struct RecipeEditor: View {
    @Bindable var recipe: Recipe
    var body: some View {
        let _ = print("RecipeEditor body \(recipe.totalGrams)g")
        Form {
            Stepper("Servings: \(recipe.servings)", value: $recipe.servings, in: 1...4)
            Text("Total: \(recipe.totalGrams) g")
        }
    }
}

struct ContentView: View {
    @State private var recipes = [
        Recipe(id: "Pancakes", servings: 2, gramsPerServing: 120),
        Recipe(id: "Granola", servings: 1, gramsPerServing: 60)
    ]
    var body: some View {
        let _ = print("ContentView body")
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(value: recipe.id) {
                    Text("\(recipe.id) x\(recipe.servings)")
                }
            }
            .navigationDestination(for: String.self) { id in
                if let recipe = recipes.first(where: { $0.id == id }) {
                    RecipeEditor(recipe: recipe)
                }
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body
:tap "Pancakes x2"
// expect: RecipeEditor body 240g
:step "Servings: 2" up 2
// expect: RecipeEditor body 360g
// expect: RecipeEditor body 480g
:step "Servings: 4" up
:back
