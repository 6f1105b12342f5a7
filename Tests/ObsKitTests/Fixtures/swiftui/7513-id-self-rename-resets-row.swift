// Stack Overflow answer: "my row's @State resets when I rename it" — with `ForEach(names, id: \.self)` the string is the row's identity
// What SwiftUI does: each ForEach row acts as if it carried `.id` of its element's id (rules §1.2). With
// `id: \.self` the id of the "Tea" row is the string "Tea". Renaming it to "Green Tea" makes the id "Tea" go away,
// so its node dies and its onDisappear runs (rules §1.4, §11.1), and adds the id "Green Tea": a new node whose
// @State starts from its initial value, with onAppear. The rows whose ids stay keep their nodes and their counts.
// The parent's body reads the array, so it runs once for the change (rules §3.5, §10.1); appearance callbacks come
// after the update, disappears before appears (rules §10.3, §11.1).
// Sources: rules §1.2, §1.4, §3.5, §11.1; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct DrinkRow: View {
    let name: String
    @State private var cups = 0

    var body: some View {
        Button("\(name): \(cups) cups") {
            cups += 1
            print("\(name) now has \(cups) cups")
        }
        .onAppear { print("appear \(name)") }
        .onDisappear { print("disappear \(name)") }
    }
}

struct DrinksView: View {
    @State private var drinks = ["Tea", "Coffee", "Cocoa"]

    var body: some View {
        let _ = print("DrinksView body: \(drinks.joined(separator: ", "))")
        VStack {
            List {
                ForEach(drinks, id: \.self) { drink in
                    DrinkRow(name: drink)
                }
            }
            Button("Rename Tea") {
                if let index = drinks.firstIndex(of: "Tea") {
                    drinks[index] = "Green Tea"
                }
            }
        }
    }
}

:mount DrinksView()
// expect: DrinksView body: Tea, Coffee, Cocoa
// expect: appear Tea
// expect: appear Coffee
// expect: appear Cocoa
:tap "Tea: 0 cups"
// expect: Tea now has 1 cups
:tap "Tea: 1 cups"
// expect: Tea now has 2 cups
:tap "Coffee: 0 cups"
// expect: Coffee now has 1 cups
:tap "Rename Tea"
// expect: DrinksView body: Green Tea, Coffee, Cocoa
// expect: disappear Tea
// expect: appear Green Tea
:tap "Green Tea: 0 cups"
// expect: Green Tea now has 1 cups
:tap "Coffee: 1 cups"
// expect: Coffee now has 2 cups
