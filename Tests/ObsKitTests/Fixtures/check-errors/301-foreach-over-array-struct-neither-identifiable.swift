// Check error: ForEach over an array of a struct that is neither Identifiable nor given id:
import SwiftUI

struct Ingredient {
    var name: String
    var grams: Int
}

struct RecipeView: View {
    let ingredients = [Ingredient(name: "Flour", grams: 500), Ingredient(name: "Sugar", grams: 200)]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(ingredients) { item in
                Text("\(item.name): \(item.grams) g")
            }
        }
    }
}

:mount RecipeView()
// expect-error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Ingredient' conform to 'Identifiable'
