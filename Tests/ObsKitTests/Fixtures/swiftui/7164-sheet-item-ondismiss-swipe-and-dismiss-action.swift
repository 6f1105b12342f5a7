// A recipe card shown with `sheet(item:onDismiss:content:)`, closed either by a swipe or by a "Done" button that
// calls `@Environment(\.dismiss)`, in the shape of Apple's InventoryItem example (own names and code).
// What SwiftUI does: setting the item presents the sheet and only then builds its content with the unwrapped item,
// inside the presented hierarchy; the presenter's body does not read the item and does not run (rules §13.1, §8.7).
// A swipe sets the binding to nil and then calls `onDismiss`, which reads the live state: nil (rules §13.1, §3.4).
// `dismiss()` closes the sheet its view is in by writing the same binding (rules §15.12); `onDismiss` is "the
// closure to execute when dismissing the sheet", so it runs for that dismissal too (Apple).
// Sources: rules §3.4, §8.7, §13.1, §15.12; https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:),
// https://developer.apple.com/documentation/swiftui/dismissaction
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let title: String
}

struct RecipeCard: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    init(recipe: Recipe) {
        self.recipe = recipe
        print("RecipeCard init: \(recipe.title)")
    }

    var body: some View {
        let _ = print("RecipeCard body: \(recipe.title)")
        VStack {
            Text(recipe.title)
            Button("Done") {
                dismiss()
            }
        }
    }
}

struct RecipeBrowser: View {
    let recipes = [Recipe(id: 1, title: "Pancakes"), Recipe(id: 2, title: "Waffles")]
    @State private var selectedRecipe: Recipe?

    var body: some View {
        let _ = print("RecipeBrowser body")
        List(recipes) { recipe in
            Button(recipe.title) {
                selectedRecipe = recipe
            }
        }
        .sheet(item: $selectedRecipe, onDismiss: {
            print("sheet dismissed, selection: \(selectedRecipe?.title ?? "none")")
        }) { recipe in
            RecipeCard(recipe: recipe)
                .presentationDetents([.medium])
        }
    }
}

:mount RecipeBrowser()
// expect: RecipeBrowser body
:tap "Pancakes"
// expect: RecipeCard init: Pancakes
// expect: RecipeCard body: Pancakes
:dismiss
// expect: sheet dismissed, selection: none
:tap "Waffles"
// expect: RecipeCard init: Waffles
// expect: RecipeCard body: Waffles
:tap "Done"
// expect: sheet dismissed, selection: none
