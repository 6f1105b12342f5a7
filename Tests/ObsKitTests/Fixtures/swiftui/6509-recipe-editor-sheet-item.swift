// Apple tutorial style: an editor sheet with a draft copy and Cancel/Save, presented with `sheet(item:)`.
// The editor's draft is @State initialized from the item in its init.
// The sheet's content is built when the item is set (rules §13.1), so each presentation is a new editor whose
// `State(initialValue:)` is installed from that recipe (rules §3.2): Cancel drops the draft, and the next Edit starts
// from the saved recipe. Save hands the draft back through a closure; the list's body, which read `recipes`, runs
// (rules §3.5). RecipeBox never reads `editing` in its body, so presenting runs no body of it (rules §8.7).
import SwiftUI

struct Recipe: Identifiable, Equatable {
    let id: Int
    var name: String
    var servings: Int
}

struct RecipeEditor: View {
    @State private var draft: Recipe
    let onSave: (Recipe) -> Void
    @Environment(\.dismiss) private var dismiss

    init(recipe: Recipe, onSave: @escaping (Recipe) -> Void) {
        _draft = State(initialValue: recipe)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Recipe name", text: $draft.name)
                Stepper("Serves \(draft.servings)", value: $draft.servings, in: 1...12)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                }
            }
        }
        .onAppear { print("editor opened: \(draft.name), serves \(draft.servings)") }
    }
}

struct RecipeBox: View {
    @State private var recipes = [
        Recipe(id: 1, name: "Pancakes", servings: 2),
        Recipe(id: 2, name: "Chili", servings: 6),
    ]
    @State private var editing: Recipe?

    var body: some View {
        let _ = print("RecipeBox body: \(recipes.map { "\($0.name) x\($0.servings)" })")
        List(recipes) { recipe in
            Button("Edit \(recipe.name)") { editing = recipe }
        }
        .sheet(item: $editing) { recipe in
            RecipeEditor(recipe: recipe) { saved in
                if let index = recipes.firstIndex(where: { $0.id == saved.id }) {
                    recipes[index] = saved
                }
                print("saved \(saved.name)")
            }
        }
    }
}

:mount RecipeBox()
// expect: RecipeBox body: ["Pancakes x2", "Chili x6"]
:tap "Edit Chili"
// expect: editor opened: Chili, serves 6
:step "Serves 6" up
:tap "Cancel"
:tap "Edit Chili"
// expect: editor opened: Chili, serves 6
:step "Serves 6" down
:type " Verde" into "Recipe name"
:tap "Save"
// expect: saved Chili Verde
// expect: RecipeBox body: ["Pancakes x2", "Chili Verde x5"]
:tap "Edit Chili Verde"
// expect: editor opened: Chili Verde, serves 5
