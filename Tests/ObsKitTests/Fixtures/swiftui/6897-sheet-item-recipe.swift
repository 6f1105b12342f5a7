// `sheet(item:onDismiss:content:)` driven by an optional Identifiable selection: tap a row, see its detail.
// What SwiftUI does: the content closure is escaping; SwiftUI builds it only when the item becomes non-nil, with
// the unwrapped item, inside the presented hierarchy (Apple,
// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:); rules §13.1). The list's
// body never reads `selected`, so selecting and dismissing run no body of the list (rules §3.5, §8.7). A swipe
// down sets the binding to nil, then calls onDismiss, which therefore sees nil (rules §13.1).
import SwiftUI

struct Recipe: Identifiable {
    let id: String
    let minutes: Int
}

struct RecipeDetail: View {
    let recipe: Recipe

    init(recipe: Recipe) {
        self.recipe = recipe
        print("RecipeDetail init: \(recipe.id)")
    }

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.id)")
        Text("\(recipe.id) takes \(recipe.minutes) minutes")
    }
}

struct RecipeList: View {
    let recipes = [
        Recipe(id: "Pancakes", minutes: 20),
        Recipe(id: "Omelette", minutes: 10),
    ]
    @State private var selected: Recipe?

    var body: some View {
        let _ = print("RecipeList body")
        List(recipes) { recipe in
            Button(recipe.id) { selected = recipe }
        }
        .sheet(item: $selected, onDismiss: {
            print("sheet dismissed, selection \(selected?.id ?? "nil")")
        }) { recipe in
            RecipeDetail(recipe: recipe)
        }
    }
}

:mount RecipeList()
// expect: RecipeList body
:tap "Omelette"
// expect: RecipeDetail init: Omelette
// expect: RecipeDetail body: Omelette
:dismiss
// expect: sheet dismissed, selection nil
:tap "Pancakes"
// expect: RecipeDetail init: Pancakes
// expect: RecipeDetail body: Pancakes
:dismiss
// expect: sheet dismissed, selection nil
