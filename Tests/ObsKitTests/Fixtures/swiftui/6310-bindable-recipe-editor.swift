// Apple: Bindable ("create bindings to mutable properties of a data model object that conforms to the Observable protocol": TextField/Stepper/Toggle through $recipe.name); a view that reads only some properties re-runs only when those change (SEMANTICS §8 per-property tracking, @Bindable; Apple: Observable)
import SwiftUI

@Observable
final class Recipe {
    var name: String
    var servings: Int
    var isFavorite = false

    init(name: String, servings: Int) {
        self.name = name
        self.servings = servings
    }
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("card: '\(recipe.name)' serves \(recipe.servings)")
        VStack(alignment: .leading) {
            Text(recipe.name)
                .font(.headline)
            Text("Serves \(recipe.servings)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

struct RecipeEditor: View {
    @Bindable var recipe: Recipe

    var body: some View {
        Form {
            TextField("Name", text: $recipe.name)
            Stepper("Servings", value: $recipe.servings, in: 1...12)
            Toggle("Favorite", isOn: $recipe.isFavorite)
        }
    }
}

struct RecipeScreen: View {
    @State private var recipe = Recipe(name: "Pho", servings: 2)

    var body: some View {
        VStack {
            RecipeCard(recipe: recipe)
            RecipeEditor(recipe: recipe)
            Button("Report") { print("favorite: \(recipe.isFavorite)") }
        }
    }
}

:mount RecipeScreen()
:type " ga" into "Name"
:step "Servings" up 2
:toggle "Favorite"
:tap "Report"

// expect: card: 'Pho' serves 2
// expect: card: 'Pho ' serves 2
// expect: card: 'Pho g' serves 2
// expect: card: 'Pho ga' serves 2
// expect: card: 'Pho ga' serves 3
// expect: card: 'Pho ga' serves 4
// expect: favorite: true
