// Apple docs style: "Migrating from the Observable Object protocol to the Observable macro", AFTER: the same app as 10230, with @Observable, @State in the App, .environment(_:), @Environment(Cookbook.self), a plain `var recipe` in the row and @Bindable in the editor; now the row runs only for what it read, so a favorite toggle runs the editor alone (rules §8.1, §8.3, §8.5, §14.2, §15.16)
import SwiftUI

@Observable
final class Recipe: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class Cookbook {
    var recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Bread")]

    init() { print("Cookbook init") }
}

@main
struct RecipeApp: App {
    @State private var cookbook = Cookbook()

    var body: some Scene {
        WindowGroup {
            CookbookView()
                .environment(cookbook)
        }
    }
}

struct CookbookView: View {
    @Environment(Cookbook.self) private var cookbook

    var body: some View {
        let _ = print("CookbookView body: \(cookbook.recipes.count) recipes")
        List(cookbook.recipes) { recipe in
            RecipeRow(recipe: recipe)
        }
    }
}

struct RecipeRow: View {
    var recipe: Recipe
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
    @Bindable var recipe: Recipe
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
// expect: RecipeEditor body: Soups favorite=true
:tap "Close"
:tap "Edit Bread"
// expect: RecipeEditor body: Bread favorite=false
