// A recipe card that takes its @Observable recipe as @Bindable and hands `$recipe.servings` to a child control with
// @Binding, the Bindable-to-Binding hand-off of the migration guide.
// What SwiftUI does: making `$recipe.servings` in the card's body reads `servings` (rules §8.5, §9.2), so each press of
// the stepper runs the card; the card builds a new binding whose value differs, so the control runs too, once, after
// the card (rules §2.5, §2.8, §9.3). Renaming runs the card, which read the title; the new binding to the same object,
// key path and value compares equal, so the control stays quiet (rules §2.5, §9.2). The kitchen reads nothing.
// Sources: rules §2.5, §2.8, §8.5, §9.2, §9.3;
// https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

@Observable
final class Recipe {
    var title = "Pancakes"
    var servings = 2
}

struct ServingsControl: View {
    @Binding var servings: Int

    var body: some View {
        let _ = print("ServingsControl body: \(servings)")
        Stepper("Servings", value: $servings, in: 1...12)
    }
}

struct RecipeCard: View {
    @Bindable var recipe: Recipe

    var body: some View {
        let _ = print("RecipeCard body: \(recipe.title)")
        VStack {
            Text(recipe.title)
            ServingsControl(servings: $recipe.servings)
        }
    }
}

struct Kitchen: View {
    @State private var recipe = Recipe()

    var body: some View {
        let _ = print("Kitchen body")
        VStack {
            RecipeCard(recipe: recipe)
            Button("Rename") {
                recipe.title = "Crepes"
            }
        }
    }
}

:mount Kitchen()
// expect: Kitchen body
// expect: RecipeCard body: Pancakes
// expect: ServingsControl body: 2
:step "Servings" up
// expect: RecipeCard body: Pancakes
// expect: ServingsControl body: 3
:tap "Rename"
// expect: RecipeCard body: Crepes
