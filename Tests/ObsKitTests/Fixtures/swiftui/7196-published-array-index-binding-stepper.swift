// A recipe scaler: steppers bound to `$viewModel.ingredients[i].grams` inside `ForEach(indices, id: \.self)`, and a
// `map` + `removeDuplicates` + `sink` in the view model's init that logs the total weight.
// What SwiftUI/Combine does: `$viewModel.ingredients[i].grams` writes the element back through the `@Published`
// array (rules §9.2, §15.1), so each press publishes: the sink sees the new array before it is stored, and the body
// runs once afterwards (rules §6.3, §10.1). The sink gets the current value when it subscribes, in the init (rules
// §6.3). Writing an equal value still publishes, so the body runs, but `removeDuplicates` holds back the unchanged
// total (rules §6.3, T12; Apple `removeDuplicates()`).
// Sources: rules §6.3, §9.2, §10.1, §15.1; https://developer.apple.com/documentation/combine/publisher/removeduplicates()
// https://developer.apple.com/documentation/swiftui/stepper
import SwiftUI
import Combine

struct Ingredient: Identifiable {
    let id: Int
    var name: String
    var grams: Int
}

final class RecipeViewModel: ObservableObject {
    @Published var ingredients = [
        Ingredient(id: 1, name: "Flour", grams: 200),
        Ingredient(id: 2, name: "Sugar", grams: 100),
    ]
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("RecipeViewModel init")
        $ingredients
            .map { list in list.reduce(0) { $0 + $1.grams } }
            .removeDuplicates()
            .sink { total in print("total weight \(total) g") }
            .store(in: &cancellables)
    }
}

struct RecipeView: View {
    @StateObject private var viewModel = RecipeViewModel()

    var body: some View {
        let _ = print("RecipeView body: " + viewModel.ingredients.map { "\($0.name) \($0.grams)" }.joined(separator: ", "))
        Form {
            ForEach(viewModel.ingredients.indices, id: \.self) { index in
                Stepper("\(viewModel.ingredients[index].name): \(viewModel.ingredients[index].grams) g",
                        value: $viewModel.ingredients[index].grams, in: 0...500, step: 50)
            }
            Button("Reset sugar") { viewModel.ingredients[1].grams = 100 }
        }
    }
}

:mount RecipeView()
// expect: RecipeViewModel init
// expect: total weight 300 g
// expect: RecipeView body: Flour 200, Sugar 100
:step "Flour: 200 g" up
// expect: total weight 350 g
// expect: RecipeView body: Flour 250, Sugar 100
:step "Sugar: 100 g" down
// expect: total weight 300 g
// expect: RecipeView body: Flour 250, Sugar 50
:step "Sugar: 50 g" up
// expect: total weight 350 g
// expect: RecipeView body: Flour 250, Sugar 100
:tap "Reset sugar"
// expect: RecipeView body: Flour 250, Sugar 100
