// Follows Apple's `ViewBuilder.buildEither(first:)` page
// (https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)): a `switch` in a view builder
// "produces content for a conditional statement", each case a branch of its own. Own code: a recipes screen whose
// loading state (idle, loading, loaded, failed) is an enum rendered with `switch`, loaded by a Button's `Task`.
// - Each case is its own slot (rules §1.1): reaching `.loaded` makes the list's node, whose body runs after the
//   parent's and whose `onAppear` runs after the update (rules §2.8, §10.3, §11.1).
// - The Task made in the action starts after it (rules §10.1); its first write (`.loading`) runs the body after the
//   task suspends (rules §0.3, §10.1). The view's own async method writes its @State through the nonmutating setter
//   (Apple `state`); outside a body it reads and writes the live value (rules §3.4).
import SwiftUI

enum LoadState {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

struct RecipeList: View {
    let recipes: [String]

    var body: some View {
        let _ = print("RecipeList body, \(recipes.count) recipes")
        List(recipes, id: \.self) { recipe in
            Text(recipe)
        }
        .onAppear { print("RecipeList appeared") }
    }
}

struct RecipesView: View {
    @State private var state = LoadState.idle

    private var stateName: String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let recipes): "loaded \(recipes.count)"
        case .failed(let message): "failed: \(message)"
        }
    }

    var body: some View {
        let _ = print("RecipesView body, \(stateName)")
        VStack {
            switch state {
            case .idle:
                Button("Load recipes") {
                    Task { await load() }
                }
            case .loading:
                ProgressView()
            case .loaded(let recipes):
                RecipeList(recipes: recipes)
            case .failed(let message):
                Text(message)
            }
        }
    }

    private func load() async {
        state = .loading
        print("fetching recipes")
        do {
            try await Task.sleep(for: .seconds(2))
            state = .loaded(["Pancakes", "Shakshuka", "Ramen"])
            print("fetched recipes")
        } catch {
            state = .failed("Cancelled")
        }
    }
}

:mount RecipesView()
// expect: RecipesView body, idle
:tap "Load recipes"
// expect: fetching recipes
// expect: RecipesView body, loading
:advance 1s
:advance 1s
// expect: fetched recipes
// expect: RecipesView body, loaded 3
// expect: RecipeList body, 3 recipes
// expect: RecipeList appeared
