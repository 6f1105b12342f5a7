// "My detail view's init runs for every row before I tap anything": NavigationLink(destination:) builds the destination struct in the list's body, but its @StateObject is made only when pushed and released on pop (SEMANTICS §14 "NavigationLink(destination: V()) inits V's struct in the parent body; its StateObject/body only on push. Pop destroys the node", §4)
import SwiftUI

final class RecipeDetailModel: ObservableObject {
    let recipe: String

    init(recipe: String) {
        self.recipe = recipe
        print("model for \(recipe) init")
    }

    deinit {
        print("model for \(recipe) deinit")
    }
}

struct RecipeDetail: View {
    @StateObject private var model: RecipeDetailModel

    init(recipe: String) {
        print("RecipeDetail init for \(recipe)")
        _model = StateObject(wrappedValue: RecipeDetailModel(recipe: recipe))
    }

    var body: some View {
        Text("Cooking \(model.recipe)")
    }
}

struct RecipeIndex: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Pancakes", destination: RecipeDetail(recipe: "Pancakes"))
                NavigationLink("Risotto", destination: RecipeDetail(recipe: "Risotto"))
            }
        }
    }
}

:mount RecipeIndex()
:tap "Risotto"
:back
:tap "Pancakes"

// expect: RecipeDetail init for Pancakes
// expect: RecipeDetail init for Risotto
// expect: model for Risotto init
// expect: model for Risotto deinit
// expect: model for Pancakes init
