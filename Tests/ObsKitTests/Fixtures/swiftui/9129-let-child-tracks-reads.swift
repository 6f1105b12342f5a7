// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a child given the model as a plain property tracks its own reads)
// Apple passes observable objects to subviews as ordinary properties (no property wrapper): the subview's body
// forms its own dependencies on what it reads. The owner reads no property of the recipe, so only the child
// that read the changed property runs.
import SwiftUI
import Observation

@Observable final class Recipe {
    var name = "Pancakes"
    var servings = 2
}

struct RecipeNameView: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("name view: \(recipe.name)")
        Text(recipe.name)
    }
}

struct ServingsView: View {
    var recipe: Recipe

    var body: some View {
        let _ = print("servings view: \(recipe.servings)")
        Text("Serves \(recipe.servings)")
    }
}

struct RecipeScreen: View {
    @State private var recipe = Recipe()

    var body: some View {
        let _ = print("screen body")
        VStack {
            RecipeNameView(recipe: recipe)
            ServingsView(recipe: recipe)
            Button("Double") { recipe.servings *= 2 }
            Button("Rename") { recipe.name = "Waffles" }
        }
    }
}

:mount RecipeScreen()
// expect: screen body
// expect: name view: Pancakes
// expect: servings view: 2
:tap "Double"
// expect: servings view: 4
:tap "Rename"
// expect: name view: Waffles
:tap "Double"
// expect: servings view: 8
