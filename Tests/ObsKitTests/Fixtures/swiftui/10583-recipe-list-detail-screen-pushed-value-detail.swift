// everyday app screens style: a recipe list with a detail screen pushed by value; the detail's favourite button changes the shared @Observable book, so the list behind it runs, only the changed row runs, and the detail runs once; going back runs nothing (rules §8.3, §2.7, §14.3, §15.12)
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let title: String
    var isFavorite = false
}

@Observable
final class RecipeBook {
    var recipes = [Recipe(id: 1, title: "Soup"), Recipe(id: 2, title: "Salad"), Recipe(id: 3, title: "Stew")]
    init() { print("RecipeBook init") }

    func toggleFavorite(_ id: Int) {
        if let index = recipes.firstIndex(where: { $0.id == id }) {
            recipes[index].isFavorite.toggle()
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeRow body: \(recipe.title)\(recipe.isFavorite ? " ★" : "")")
        Text(recipe.title + (recipe.isFavorite ? " ★" : ""))
    }
}

struct RecipeDetail: View {
    let book: RecipeBook
    let recipeID: Int

    var body: some View {
        let recipe = book.recipes.first { $0.id == recipeID }!
        let _ = print("RecipeDetail body: \(recipe.title) favorite=\(recipe.isFavorite)")
        VStack {
            Text(recipe.title)
            Button(recipe.isFavorite ? "Unfavorite" : "Favorite") {
                book.toggleFavorite(recipeID)
            }
        }
    }
}

struct RecipeList: View {
    @State private var book = RecipeBook()

    var body: some View {
        let _ = print("RecipeList body")
        NavigationStack {
            List(book.recipes) { recipe in
                NavigationLink(value: recipe.id) {
                    RecipeRow(recipe: recipe)
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Int.self) { id in
                RecipeDetail(book: book, recipeID: id)
            }
        }
    }
}

:mount RecipeList()
// expect: RecipeBook init
// expect: RecipeList body
// expect: RecipeRow body: Soup
// expect: RecipeRow body: Salad
// expect: RecipeRow body: Stew
:tap "Salad"
// expect: RecipeDetail body: Salad favorite=false
:tap "Favorite"
// expect: RecipeList body
// expect: RecipeRow body: Salad ★
// expect: RecipeDetail body: Salad favorite=true
:back
:tap "Stew"
// expect: RecipeDetail body: Stew favorite=false
:tap "Favorite"
// expect: RecipeList body
// expect: RecipeRow body: Stew ★
// expect: RecipeDetail body: Stew favorite=true
