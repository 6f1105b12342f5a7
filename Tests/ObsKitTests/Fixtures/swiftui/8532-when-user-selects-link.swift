// SwiftUI from Apple's documentation: NavigationLink init(value:label:) — https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:) (when the user selects the link SwiftUI stores a copy of the value and pushes the destination whose data type matches)
import SwiftUI

struct Recipe: Hashable {
    var name: String
    var servings: Int
}

struct RecipeDetail: View {
    let recipe: Recipe
    var body: some View {
        Button("Show recipe") { print("\(recipe.name) serves \(recipe.servings)") }
    }
}

struct Cookbook: View {
    @State private var recipe = Recipe(name: "Soup", servings: 2)
    @State private var path: [Recipe] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink(value: recipe) {
                    Label("Open \(recipe.name)", systemImage: "book")
                }
                Button("Double") { recipe.servings *= 2 }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
        .onChange(of: path) { _, newValue in
            print("path: \(newValue.map { "\($0.name) x\($0.servings)" })")
        }
    }
}

:mount Cookbook()
:tap "Double"
:tap "Open Soup"
:tap "Show recipe"
// expect: path: ["Soup x4"]
// expect: Soup serves 4
