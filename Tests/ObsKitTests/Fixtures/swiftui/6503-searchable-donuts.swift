// Apple sample style (Food Truck-like donut menu, own code): filtering a list with `.searchable`.
// `.searchable(text:)` binds the search field's text to @State (rules §15.10, Apple
// `view/searchable(text:placement:prompt:)`); the body computes the results from it, so each change of the text is
// one body run (`:search` sets the whole text in one turn). `localizedCaseInsensitiveContains` ignores case.
import SwiftUI

struct DonutMenu: View {
    @State private var searchText = ""
    private let donuts = ["Chocolate Glaze", "Cinnamon Sugar", "Strawberry Sprinkles", "Maple Bar"]

    private var results: [String] {
        if searchText.isEmpty {
            return donuts
        }
        return donuts.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("DonutMenu body: \(results)")
        NavigationStack {
            List(results, id: \.self) { donut in
                Text(donut)
            }
            .navigationTitle("Donuts")
            .searchable(text: $searchText, prompt: "Find a donut")
        }
    }
}

:mount DonutMenu()
// expect: DonutMenu body: ["Chocolate Glaze", "Cinnamon Sugar", "Strawberry Sprinkles", "Maple Bar"]
:search "c"
// expect: DonutMenu body: ["Chocolate Glaze", "Cinnamon Sugar"]
:search "SUGAR"
// expect: DonutMenu body: ["Cinnamon Sugar"]
:search "ar"
// expect: DonutMenu body: ["Cinnamon Sugar", "Maple Bar"]
:search "xyz"
// expect: DonutMenu body: []
:search ""
// expect: DonutMenu body: ["Chocolate Glaze", "Cinnamon Sugar", "Strawberry Sprinkles", "Maple Bar"]
