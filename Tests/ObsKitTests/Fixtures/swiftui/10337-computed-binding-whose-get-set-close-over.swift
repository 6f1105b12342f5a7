// forms and editing style, PITFALL on purpose: a computed Binding whose get and set close over a local copy of the @State struct; typing changes the copy, never the state, so no body runs and the saved recipe keeps its old name (rules §9.1, §3.4)
import SwiftUI

struct Recipe: Equatable {
    var name: String
    var servings: Int
}

struct RecipeForm: View {
    @State private var recipe = Recipe(name: "Soup", servings: 2)

    private var nameBinding: Binding<String> {
        var copy = recipe
        return Binding(
            get: { copy.name },
            set: { copy.name = $0 }
        )
    }

    var body: some View {
        let _ = print("RecipeForm body: \(recipe.name) for \(recipe.servings)")
        Form {
            TextField("Name", text: nameBinding)
            Stepper("Servings", value: $recipe.servings, in: 1...8)
            Button("Log") { print("recipe is \(recipe.name) for \(recipe.servings)") }
        }
    }
}

:mount RecipeForm()
// expect: RecipeForm body: Soup for 2
:type "s" into "Name"
:tap "Log"
// expect: recipe is Soup for 2
:step "Servings" up
// expect: RecipeForm body: Soup for 3
:type "!" into "Name"
:tap "Log"
// expect: recipe is Soup for 3
