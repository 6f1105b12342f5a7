// Style: Stack Overflow question. Forum question: "In sheet(item:)'s onDismiss my selected item is already nil — how do I know which one was edited?"
// SwiftUI: `sheet(item:)` presents when the item becomes non-nil and builds its content with the unwrapped item; a user's dismissal sets the binding to nil,
// then calls `onDismiss` (rules §13.1; Apple `view/sheet(item:ondismiss:content:)`), so onDismiss reads nil (outside a body, the live value: rules §3.4).
// `$editing` is not a read, so setting the item runs no body of the presenter (rules §3.5, §8.7); keep what you need in the content, e.g. its own onDisappear.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

struct RecipeSheet: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("sheet for \(recipe.name)")
        Text("Editing \(recipe.name)")
    }
}

struct RecipesScreen: View {
    @State private var editing: Recipe?

    var body: some View {
        let _ = print("recipes body")
        VStack {
            Button("Edit Soup") { editing = Recipe(id: 1, name: "Soup") }
        }
        .sheet(item: $editing, onDismiss: {
            print("onDismiss sees \(editing?.name ?? "nil")")
        }) { recipe in
            RecipeSheet(recipe: recipe)
        }
    }
}

:mount RecipesScreen()
// expect: recipes body
:tap "Edit Soup"
// expect: sheet for Soup
:dismiss
// expect: onDismiss sees nil
