// Mistake: passes an array to List(_:rowContent:) whose struct has an `id` property but never declares Identifiable.
// Expected message: Xcode (author's knowledge); machine check: initializer 'init(_:rowContent:)' requires that 'Recipe' conform to 'Identifiable'
import SwiftUI

struct Recipe {
    let id = UUID()
    var title: String
    var minutes: Int
}

struct RecipeList: View {
    let recipes = [
        Recipe(title: "Pancakes", minutes: 20),
        Recipe(title: "Omelette", minutes: 10),
    ]

    var body: some View {
        List(recipes) { recipe in
            HStack {
                Text(recipe.title)
                Spacer()
                Text("\(recipe.minutes) min")
            }
        }
    }
}

:mount RecipeList()
// expect-error: initializer 'init(_:rowContent:)' requires that 'Recipe' conform to 'Identifiable'
