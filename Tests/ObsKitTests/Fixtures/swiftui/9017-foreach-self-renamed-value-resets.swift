// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (it's important that the id of a data element doesn't change: with id: \.self, renaming "tea" to "green tea" changes its id, so the row made for it loses its current state, while "coffee" keeps its own)
import SwiftUI

struct DrinkRow: View {
    let drink: String
    @State private var cups = 0

    var body: some View {
        Button("\(drink): \(cups) cups") {
            cups += 1
            print("\(drink) cups \(cups)")
        }
    }
}

struct DrinkLog: View {
    @State private var drinks = ["tea", "coffee"]

    var body: some View {
        VStack {
            ForEach(drinks, id: \.self) { drink in
                DrinkRow(drink: drink)
            }
            Button("Rename tea") { drinks[0] = "green tea" }
        }
    }
}

:mount DrinkLog()
:tap "tea: 0 cups"
:tap "tea: 1 cups"
:tap "coffee: 0 cups"
:tap "Rename tea"
:tap "green tea: 0 cups"
:tap "coffee: 1 cups"
// expect: tea cups 1
// expect: tea cups 2
// expect: coffee cups 1
// expect: green tea cups 1
// expect: coffee cups 2
