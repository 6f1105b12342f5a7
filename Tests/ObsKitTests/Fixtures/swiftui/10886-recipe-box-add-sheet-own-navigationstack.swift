// Apple tutorial style (recipe box): an add sheet with its own NavigationStack, a Form with a TextField and a Toggle, Add disabled while empty, the store read through the inherited environment (rules §3.2, §3.5, §15.4, §15.11, §15.12)
import SwiftUI
import Observation

struct Recipe: Identifiable {
    let id = UUID()
    var name: String
    var isVegetarian: Bool
}

@Observable
final class RecipeBox {
    var recipes = [Recipe(name: "Pancakes", isVegetarian: true)]
    var vegetarianCount: Int { recipes.filter(\.isVegetarian).count }
}

struct AddRecipeView: View {
    @Environment(RecipeBox.self) private var box
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var isVegetarian = false

    var body: some View {
        let _ = print("add body: '\(name)' vegetarian \(isVegetarian)")
        NavigationStack {
            Form {
                TextField("Recipe name", text: $name)
                Toggle("Vegetarian", isOn: $isVegetarian)
            }
            .navigationTitle("New Recipe")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        box.recipes.append(Recipe(name: name, isVegetarian: isVegetarian))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct RecipeListView: View {
    @Environment(RecipeBox.self) private var box
    @State private var showingAdd = false

    var body: some View {
        let _ = print("recipes: \(box.recipes.count), \(box.vegetarianCount) vegetarian")
        NavigationStack {
            List {
                ForEach(box.recipes) { recipe in
                    Text(recipe.name)
                }
            }
            .navigationTitle("Recipes")
            .toolbar {
                Button("New Recipe") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) {
                AddRecipeView()
            }
        }
    }
}

let box = RecipeBox()
:mount RecipeListView().environment(box)
// expect: recipes: 1, 1 vegetarian
:tap "New Recipe"
// expect: add body: '' vegetarian false
:type "Soup" into "Recipe name"
// expect: add body: 'S' vegetarian false
// expect: add body: 'So' vegetarian false
// expect: add body: 'Sou' vegetarian false
// expect: add body: 'Soup' vegetarian false
:toggle "Vegetarian"
// expect: add body: 'Soup' vegetarian true
:tap "Add"
// expect: recipes: 2, 2 vegetarian
:tap "New Recipe"
// expect: add body: '' vegetarian false
:type "Ribs" into "Recipe name"
// expect: add body: 'R' vegetarian false
// expect: add body: 'Ri' vegetarian false
// expect: add body: 'Rib' vegetarian false
// expect: add body: 'Ribs' vegetarian false
:tap "Cancel"
print(box.recipes.map(\.name))
// expect: ["Pancakes", "Soup"]
