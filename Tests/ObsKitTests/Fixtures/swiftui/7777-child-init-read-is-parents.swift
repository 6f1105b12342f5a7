// Observation in depth: a read in a child's init is the parent's dependency (the ObservableWeirdness pattern)
// A child's `init` runs inside the parent's body, so what it reads is tracked for the parent (rules §8.4, T5): "More"
// re-runs the page (`@dependencies`), which builds the badge again; its stored snapshot differs, so the badge runs
// with `@self` (§2.3, §2.7, §12.1). The badge's own body reads nothing of the model; `title` is read by no one.
import SwiftUI

@Observable
final class Recipe {
    var title = "Pancakes"
    var servings = 2
}

struct ServingsBadge: View {
    let recipe: Recipe
    let startServings: Int

    init(recipe: Recipe) {
        self.recipe = recipe
        self.startServings = recipe.servings
        print("ServingsBadge.init reads \(recipe.servings)")
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("Serves \(startServings)")
    }
}

struct RecipePage: View {
    @State private var recipe = Recipe()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ServingsBadge(recipe: recipe)
            Button("More") { recipe.servings += 1 }
            Button("Retitle") { recipe.title = "Crepes" }
        }
    }
}

:mount RecipePage()
// expect: RecipePage: @self, @identity, _recipe changed.
// expect: ServingsBadge.init reads 2
// expect: ServingsBadge: @self changed.
:tap "Retitle"
:tap "More"
// expect: RecipePage: @dependencies changed.
// expect: ServingsBadge.init reads 3
// expect: ServingsBadge: @self changed.
