// Apple "sheet(item:onDismiss:content:)" with a view model made per presentation through StateObject(wrappedValue:); Donny Wals style; rules §13.1, §4.1, §4.2, §1.4, §8.7
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

final class RecipeEditorModel: ObservableObject {
    @Published var servings = 2
    let name: String

    init(recipe: Recipe) {
        name = recipe.name
        print("RecipeEditorModel \(name) init")
    }

    deinit { print("RecipeEditorModel \(name) deinit") }
}

struct RecipeEditor: View {
    @StateObject private var model: RecipeEditorModel

    init(recipe: Recipe) {
        print("RecipeEditor init \(recipe.name)")
        _model = StateObject(wrappedValue: RecipeEditorModel(recipe: recipe))
    }

    var body: some View {
        let _ = print("RecipeEditor body: \(model.name) x\(model.servings)")
        Button("More servings") { model.servings += 1 }
    }
}

struct RecipeList: View {
    let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Pie")]
    @State private var editing: Recipe?

    var body: some View {
        let _ = print("RecipeList body")
        VStack {
            ForEach(recipes) { recipe in
                Button("Edit \(recipe.name)") { editing = recipe }
            }
        }
        .sheet(item: $editing) { recipe in
            RecipeEditor(recipe: recipe)
        }
    }
}

:mount RecipeList()
:tap "Edit Soup"
:tap "More servings"
:dismiss
:tap "Edit Pie"
:dismiss

// expect: RecipeList body
// expect: RecipeEditor init Soup
// expect: RecipeEditorModel Soup init
// expect: RecipeEditor body: Soup x2
// expect: RecipeEditor body: Soup x3
// expect: RecipeEditorModel Soup deinit
// expect: RecipeEditor init Pie
// expect: RecipeEditorModel Pie init
// expect: RecipeEditor body: Pie x2
// expect: RecipeEditorModel Pie deinit
