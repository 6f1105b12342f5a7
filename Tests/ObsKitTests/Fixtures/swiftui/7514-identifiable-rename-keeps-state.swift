// Stack Overflow answer (the fix for 7513): give the model a stable `id` with `Identifiable`, and renaming keeps the row's state
// What SwiftUI does: a ForEach over `Identifiable` elements names each row by `element.id` (rules §1.2). Renaming
// changes the element's `name`, not its `id`, so the row keeps its node, its @State and stays on screen: no
// onDisappear/onAppear (rules §11.1). The parent's body runs (it reads the array, rules §3.5); the renamed row gets
// a new value that differs, so its body runs with `@self` (rules §2.3, §2.7); the other rows' values are equal and
// their bodies do not run. `_printChanges` lists `@self, @identity, _cups` at a row's first run (rules §12.2).
// Sources: rules §1.2, §2.3, §2.7, §12.1, §12.2; https://developer.apple.com/documentation/swift/identifiable
import SwiftUI

struct Drink: Identifiable {
    let id: Int
    var name: String
}

struct DrinkRow: View {
    let drink: Drink
    @State private var cups = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(drink.name): \(cups) cups") {
            cups += 1
        }
        .onAppear { print("appear \(drink.name)") }
        .onDisappear { print("disappear \(drink.name)") }
    }
}

struct DrinksView: View {
    @State private var drinks = [
        Drink(id: 1, name: "Tea"),
        Drink(id: 2, name: "Coffee"),
        Drink(id: 3, name: "Cocoa"),
    ]

    var body: some View {
        let _ = print("DrinksView body: \(drinks.map(\.name).joined(separator: ", "))")
        VStack {
            List {
                ForEach(drinks) { drink in
                    DrinkRow(drink: drink)
                }
            }
            Button("Rename Tea") {
                if let index = drinks.firstIndex(where: { $0.name == "Tea" }) {
                    drinks[index].name = "Green Tea"
                }
            }
        }
    }
}

:mount DrinksView()
// expect: DrinksView body: Tea, Coffee, Cocoa
// expect: DrinkRow: @self, @identity, _cups changed.
// expect: DrinkRow: @self, @identity, _cups changed.
// expect: DrinkRow: @self, @identity, _cups changed.
// expect: appear Tea
// expect: appear Coffee
// expect: appear Cocoa
:tap "Tea: 0 cups"
// expect: DrinkRow: _cups changed.
:tap "Tea: 1 cups"
// expect: DrinkRow: _cups changed.
:tap "Rename Tea"
// expect: DrinksView body: Green Tea, Coffee, Cocoa
// expect: DrinkRow: @self changed.
:tap "Green Tea: 2 cups"
// expect: DrinkRow: _cups changed.
