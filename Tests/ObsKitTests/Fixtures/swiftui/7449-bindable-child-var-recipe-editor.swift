// Hacking with Swift style: `@Bindable var recipe: Recipe` in child editors of a screen that owns the model in `@State`
// What SwiftUI does: a stored `@Bindable` is a plain wrapper, not a dynamic property, so a child holding only that
// prints `@self changed.` on its first run (rules §8.5, §12.2). Making `$recipe.name` reads `name` in the child's
// body, so typing re-runs the screen (it shows the name) and the name editor, each for `@dependencies` (rules §8.3,
// §8.5, §12.1), parent first (rules §2.8). The servings editor read only `servings`: it runs for the Stepper alone,
// and nothing else does (rules §8.3). The children get the same reference each time, so no `@self` (rules §2.3).
// Sources: rules §2.3, §2.8, §8.3, §8.5, §12.1, §12.2; https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

@Observable
final class Recipe {
    var name = "Soup"
    var servings = 2
}

struct RecipeNameEditor: View {
    @Bindable var recipe: Recipe

    var body: some View {
        let _ = Self._printChanges()
        TextField("Recipe name", text: $recipe.name)
    }
}

struct ServingsEditor: View {
    @Bindable var recipe: Recipe

    var body: some View {
        let _ = Self._printChanges()
        Stepper("Servings", value: $recipe.servings, in: 1...12)
    }
}

struct RecipeScreen: View {
    @State private var recipe = Recipe()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(recipe.name)
            RecipeNameEditor(recipe: recipe)
            ServingsEditor(recipe: recipe)
        }
    }
}

:mount RecipeScreen()
// expect: RecipeScreen: @self, @identity, _recipe changed.
// expect: RecipeNameEditor: @self changed.
// expect: ServingsEditor: @self changed.
:type "s" into "Recipe name"
// expect: RecipeScreen: @dependencies changed.
// expect: RecipeNameEditor: @dependencies changed.
:step "Servings" up
// expect: ServingsEditor: @dependencies changed.
