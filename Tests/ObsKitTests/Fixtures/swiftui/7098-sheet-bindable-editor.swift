// Editing an item of a list in a sheet, as "Managing model data in your app" does with @Bindable: the list keeps an
// array of @Observable recipes in @State, `sheet(item:)` presents an editor for the chosen one, and the editor binds a
// TextField and a Stepper to it.
// What SwiftUI does: setting the item presents the sheet and builds its content with the recipe (rules §13.1); the
// list's body never read `editing` (making `$editing` is not a read, rules §3.5, §8.7), so it does not run. In the
// editor, making `$recipe.title` and `$recipe.servings` read both, so every change runs the editor (rules §8.5);
// the row behind the sheet read only the title, so it runs for a keystroke in the title (it is drawn first, the sheet
// above it; rules §2.8) and not for the stepper. Dismissing sets the item to nil and runs nothing (rules §13.1, §8.7).
// Sources: rules §2.8, §3.5, §8.3, §8.5, §8.7, §13.1;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

@Observable
final class Recipe: Identifiable {
    let id: Int
    var title: String
    var servings: Int

    init(id: Int, title: String, servings: Int) {
        self.id = id
        self.title = title
        self.servings = servings
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeRow body: \(recipe.title)")
        Text(recipe.title)
    }
}

struct RecipeEditor: View {
    @Bindable var recipe: Recipe

    var body: some View {
        let _ = print("RecipeEditor body: \(recipe.title), serves \(recipe.servings)")
        Form {
            TextField("Title", text: $recipe.title)
            Stepper("Servings", value: $recipe.servings, in: 1...12)
        }
    }
}

struct RecipeBox: View {
    @State private var recipes = [
        Recipe(id: 1, title: "Soup", servings: 2),
        Recipe(id: 2, title: "Salad", servings: 1),
    ]
    @State private var editing: Recipe?

    var body: some View {
        let _ = print("RecipeBox body")
        VStack {
            List {
                ForEach(recipes) { recipe in
                    RecipeRow(recipe: recipe)
                }
            }
            Button("Edit soup") {
                editing = recipes[0]
            }
        }
        .sheet(item: $editing) { recipe in
            RecipeEditor(recipe: recipe)
        }
    }
}

:mount RecipeBox()
// expect: RecipeBox body
// expect: RecipeRow body: Soup
// expect: RecipeRow body: Salad
:tap "Edit soup"
// expect: RecipeEditor body: Soup, serves 2
:step "Servings" up
// expect: RecipeEditor body: Soup, serves 3
:type "!" into "Title"
// expect: RecipeRow body: Soup!
// expect: RecipeEditor body: Soup!, serves 3
:dismiss
