// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/fruta-building-a-feature-rich-app-with-swiftui (Fruta's recipe keeps the number of smoothies in the view's own @State; each stepper press re-runs the recipe and the child whose scaled total changed, not the title child whose input is constant)
// Fruta's RecipeView scales a smoothie's ingredients by a count kept in `@State private var smoothieCount = 1`, with
// a Stepper bound to it. @State is the view's private source of truth ("Data Essentials in SwiftUI",
// https://developer.apple.com/videos/play/wwdc2020/10040/): changing it re-runs the body that reads it, and SwiftUI
// then runs only the children whose inputs differ: the totals view gets a new number, the title the same name.
// - Mount: recipe, title, totals for 1.
// - Stepper up twice: recipe and totals for 2, then 3; down once: back to 2.
import SwiftUI

struct Ingredient {
    let name: String
    let grams: Int
}

struct RecipeTitle: View {
    let name: String

    var body: some View {
        let _ = print("title body: \(name)")
        Text(name)
    }
}

struct RecipeTotals: View {
    let totalGrams: Int

    var body: some View {
        let _ = print("totals body: \(totalGrams)g")
        Text("\(totalGrams) g of fruit")
    }
}

struct RecipeView: View {
    let smoothieName: String
    let ingredients: [Ingredient]
    @State private var smoothieCount = 1

    var body: some View {
        let _ = print("recipe body: \(smoothieCount) smoothies")
        VStack {
            RecipeTitle(name: smoothieName)
            Stepper(value: $smoothieCount, in: 1...9) {
                Text("Smoothies")
            }
            RecipeTotals(totalGrams: ingredients.reduce(0) { $0 + $1.grams } * smoothieCount)
        }
    }
}

:mount RecipeView(smoothieName: "Berry Blue", ingredients: [Ingredient(name: "Orange", grams: 150), Ingredient(name: "Blueberry", grams: 100)])
// expect: recipe body: 1 smoothies
// expect: title body: Berry Blue
// expect: totals body: 250g
:step "Smoothies" up
// expect: recipe body: 2 smoothies
// expect: totals body: 500g
:step "Smoothies" up
// expect: recipe body: 3 smoothies
// expect: totals body: 750g
:step "Smoothies" down
// expect: recipe body: 2 smoothies
// expect: totals body: 500g
