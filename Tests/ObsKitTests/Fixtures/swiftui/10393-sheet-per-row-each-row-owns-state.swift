// Hacking with Swift style: a sheet per row: each row owns its @State flag and presents its own info sheet, built from that row's recipe; the info sheet's @State starts over at each presentation and the list never runs again (rules §13.1, §3.5, §8.7, §1.2)
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

struct RecipeInfo: View {
    let name: String
    @State private var servings = 2

    var body: some View {
        let _ = print("RecipeInfo body: \(name) x\(servings)")
        Button("More servings") { servings += 1 }
    }
}

struct RecipeRow: View {
    let recipe: Recipe
    @State private var showing = false

    var body: some View {
        let _ = print("RecipeRow body: \(recipe.name)")
        HStack {
            Text(recipe.name)
            Button("Info \(recipe.name)") { showing = true }
        }
        .sheet(isPresented: $showing) {
            RecipeInfo(name: recipe.name)
        }
    }
}

struct Cookbook: View {
    let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Salad")]

    var body: some View {
        let _ = print("Cookbook body")
        List(recipes) { recipe in
            RecipeRow(recipe: recipe)
        }
    }
}

:mount Cookbook()
// expect: Cookbook body
// expect: RecipeRow body: Soup
// expect: RecipeRow body: Salad
:tap "Info Salad"
// expect: RecipeInfo body: Salad x2
:tap "More servings"
// expect: RecipeInfo body: Salad x3
:dismiss
:tap "Info Soup"
// expect: RecipeInfo body: Soup x2
:dismiss
:tap "Info Salad"
// expect: RecipeInfo body: Salad x2
