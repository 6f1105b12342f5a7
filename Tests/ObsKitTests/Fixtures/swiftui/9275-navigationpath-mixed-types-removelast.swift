// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/navigationpath (a type-erased NavigationPath holding a Recipe and Int steps, with one navigationDestination per type)
// NavigationPath stores values of different Hashable types; each type needs its own
// navigationDestination(for:). `count` is the number of pushed values; `removeLast(_:)` pops that many.
// - Opening the recipe pushes a Recipe: depth 1. Each "Next step" pushes an Int: depths 2 and 3.
// - "Back to recipe" in step 2 removes the two steps at once: depth 1, and the recipe view is on top again.
// - The back button pops the recipe: depth 0.
import SwiftUI

struct Recipe: Hashable {
    let name: String
}

struct StepView: View {
    let step: Int
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Step \(step)")
            Button("Next step") { path.append(step + 1) }
            Button("Back to recipe") { path.removeLast(step) }
        }
        .navigationTitle("Step \(step)")
    }
}

struct RecipeView: View {
    let recipe: Recipe
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text(recipe.name)
            Button("Start cooking") { path.append(1) }
        }
        .navigationTitle(recipe.name)
    }
}

struct CookbookRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open Pancakes") { path.append(Recipe(name: "Pancakes")) }
                .navigationDestination(for: Recipe.self) { recipe in
                    RecipeView(recipe: recipe, path: $path)
                }
                .navigationDestination(for: Int.self) { step in
                    StepView(step: step, path: $path)
                }
        }
        .onChange(of: path) {
            print("depth \(path.count)")
        }
    }
}

:mount CookbookRoot()
:tap "Open Pancakes"
// expect: depth 1
:tap "Start cooking"
// expect: depth 2
:tap "Next step"
// expect: depth 3
:back
// expect: depth 2
:tap "Next step"
// expect: depth 3
:tap "Back to recipe"
// expect: depth 1
:tap "Start cooking"
// expect: depth 2
:back
// expect: depth 1
:back
// expect: depth 0
