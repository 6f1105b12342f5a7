// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (moving items of an observable model's array is a change to the collection: the list view that reads the array updates after each drag)
import SwiftUI
import Observation

@Observable
final class Step: Identifiable {
    var name: String
    init(name: String) { self.name = name }
}

@Observable
final class Recipe {
    var title = "Pancakes"
    var steps = [Step(name: "Mix"), Step(name: "Rest"), Step(name: "Fry")]
}

struct StepList: View {
    @Environment(Recipe.self) private var recipe

    var body: some View {
        let _ = print("order: \(recipe.steps.map(\.name).joined(separator: ", "))")
        List {
            ForEach(recipe.steps) { step in
                Text(step.name)
            }
            .onMove { from, to in
                recipe.steps.move(fromOffsets: from, toOffset: to)
            }
        }
    }
}

struct RecipeRoot: View {
    @State private var recipe = Recipe()

    var body: some View {
        StepList().environment(recipe)
    }
}

:mount RecipeRoot()
:move "Fry" to 0
:move "Mix" to 2
// expect: order: Mix, Rest, Fry
// expect: order: Fry, Mix, Rest
// expect: order: Fry, Rest, Mix
