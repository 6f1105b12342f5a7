// stack-overflow style: `.sheet(item: $book.selected)` driven by an optional Identifiable in the view model — a row's tap sets it (publishing: the presenter re-renders, then the sheet's content is built with the item); a swipe-down writes nil through the binding, which publishes again (rules §13.1, §9.2, §6.3)
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

final class RecipeBook: ObservableObject {
    @Published var recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Salad")]
    @Published var selected: Recipe?
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.name)")
        Text(recipe.name)
    }
}

struct RecipeBookView: View {
    @StateObject private var book = RecipeBook()

    var body: some View {
        let _ = print("RecipeBookView body: selected=\(book.selected?.name ?? "none")")
        List(book.recipes) { recipe in
            Button(recipe.name) { book.selected = recipe }
        }
        .sheet(item: $book.selected) { recipe in
            RecipeDetail(recipe: recipe)
        }
    }
}

:mount RecipeBookView()
// expect: RecipeBookView body: selected=none
:tap "Soup"
// expect: RecipeBookView body: selected=Soup
// expect: RecipeDetail body: Soup
:dismiss
// expect: RecipeBookView body: selected=none
:tap "Salad"
// expect: RecipeBookView body: selected=Salad
// expect: RecipeDetail body: Salad
