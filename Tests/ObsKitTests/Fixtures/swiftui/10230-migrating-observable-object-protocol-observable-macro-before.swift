// Apple docs style: "Migrating from the Observable Object protocol to the Observable macro", BEFORE: an app with @StateObject and environmentObject, rows with @ObservedObject, an editor sheet with $recipe bindings; any published change runs every view observing the recipe, whatever it read (rules §4, §5.1, §6.5, §14.1, §15.16). The same app after migration is 10231.
import SwiftUI

final class Recipe: ObservableObject, Identifiable {
    let id: Int
    @Published var name: String
    @Published var isFavorite = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

final class Cookbook: ObservableObject {
    @Published var recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Bread")]

    init() { print("Cookbook init") }
}

@main
struct RecipeApp: App {
    @StateObject private var cookbook = Cookbook()

    var body: some Scene {
        WindowGroup {
            CookbookView()
                .environmentObject(cookbook)
        }
    }
}

struct CookbookView: View {
    @EnvironmentObject var cookbook: Cookbook

    var body: some View {
        let _ = print("CookbookView body: \(cookbook.recipes.count) recipes")
        List(cookbook.recipes) { recipe in
            RecipeRow(recipe: recipe)
        }
    }
}

struct RecipeRow: View {
    @ObservedObject var recipe: Recipe
    @State private var isEditorPresented = false

    var body: some View {
        let _ = print("RecipeRow body: \(recipe.name)")
        HStack {
            Text(recipe.name)
            Button("Edit \(recipe.name)") { isEditorPresented = true }
        }
        .sheet(isPresented: $isEditorPresented) {
            RecipeEditor(recipe: recipe)
        }
    }
}

struct RecipeEditor: View {
    @ObservedObject var recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("RecipeEditor body: \(recipe.name) favorite=\(recipe.isFavorite)")
        VStack {
            TextField("Name", text: $recipe.name)
            Toggle("Favorite", isOn: $recipe.isFavorite)
            Button("Close") { dismiss() }
        }
    }
}

:mount RecipeApp()
// expect: Cookbook init
// expect: CookbookView body: 2 recipes
// expect: RecipeRow body: Soup
// expect: RecipeRow body: Bread
:tap "Edit Soup"
// expect: RecipeEditor body: Soup favorite=false
:type "s" into "Name"
// expect: RecipeRow body: Soups
// expect: RecipeEditor body: Soups favorite=false
:toggle "Favorite"
// expect: RecipeRow body: Soups
// expect: RecipeEditor body: Soups favorite=true
:tap "Close"
:tap "Edit Bread"
// expect: RecipeEditor body: Bread favorite=false
