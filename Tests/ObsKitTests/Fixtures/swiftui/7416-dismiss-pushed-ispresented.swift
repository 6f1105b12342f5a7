// Swift with Majid style: a pushed recipe screen that reads `\.isPresented` and pops itself with `\.dismiss`
// What SwiftUI does: `navigationDestination(for:)` builds the destination on push (rules §14.3); in a pushed view
// `\.isPresented` is true and `dismiss()` pops it (rules §15.17, §15.12). The pop destroys its node, so its
// `onDisappear` runs (rules §14.3, §11.1); the list below it is not rebuilt (nothing it read changed).
// Sources: rules §11.1, §14.3, §15.12, §15.17; https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented
// https://developer.apple.com/documentation/swiftui/dismissaction
import SwiftUI

struct RecipeDetail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        let _ = print("RecipeDetail \(name): presented \(isPresented)")
        VStack {
            Text(name).font(.largeTitle)
            Button("Back to recipes") { dismiss() }
        }
        .onDisappear { print("RecipeDetail \(name) disappeared") }
    }
}

struct RecipesRoot: View {
    var body: some View {
        let _ = print("RecipesRoot body")
        NavigationStack {
            List {
                NavigationLink("Pancakes", value: "Pancakes")
                NavigationLink("Waffles", value: "Waffles")
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: String.self) { name in
                RecipeDetail(name: name)
            }
        }
    }
}

:mount RecipesRoot()
// expect: RecipesRoot body
:tap "Pancakes"
// expect: RecipeDetail Pancakes: presented true
:tap "Back to recipes"
// expect: RecipeDetail Pancakes disappeared
:tap "Waffles"
// expect: RecipeDetail Waffles: presented true
