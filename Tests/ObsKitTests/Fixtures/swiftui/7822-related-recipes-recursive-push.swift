// Navigation in apps: a cookbook whose recipe page links to a related recipe of the same type, so one destination pushes itself.
// Each path element is its own node with its own @State (rules §14.3, §15.12), so servings set on the first page are not
// shared with the pushed one, and survive while it is covered (rules §3.2, §14.3). Each stepper press is a turn that runs
// only the page that reads `servings` (rules §3.5, §10.1); a pop runs no body.
import SwiftUI

struct RecipePage: View {
    let name: String
    @State private var servings = 2
    private let related = ["Pasta": "Pesto", "Pesto": "Basil Oil"]

    var body: some View {
        let _ = print("RecipePage body \(name), serves \(servings)")
        Form {
            Text("Serves \(servings)")
            Stepper("Servings", value: $servings, in: 1...8)
            if let next = related[name] {
                NavigationLink("Related: \(next)", value: next)
            }
        }
        .navigationTitle(name)
    }
}

struct Cookbook: View {
    var body: some View {
        NavigationStack {
            List(["Pasta", "Risotto"], id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationDestination(for: String.self) { name in
                RecipePage(name: name)
            }
        }
    }
}

:mount Cookbook()
:tap "Pasta"
// expect: RecipePage body Pasta, serves 2
:step "Servings" up 2
// expect: RecipePage body Pasta, serves 3
// expect: RecipePage body Pasta, serves 4
:tap "Related: Pesto"
// expect: RecipePage body Pesto, serves 2
:back
:step "Servings" down
// expect: RecipePage body Pasta, serves 3
