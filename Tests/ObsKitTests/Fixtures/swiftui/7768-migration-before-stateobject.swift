// Observation in depth: migrating a screen, before: @StateObject, @Published and @ObservedObject children
// Apple "migrating": with ObservableObject, a change to any published property updates every view that observes the
// object (rules §6.5). The screen's `@StateObject` and both children's `@ObservedObject` boxes subscribe to
// `objectWillChange` (§4.4, §5.1), so each of three changes runs all three bodies, parent first (§2.8): 12 body runs
// in all. The same screen after migration is 7769 (6 runs).
import SwiftUI

final class RecipeBoxViewModel: ObservableObject {
    @Published var recipes = ["Soup", "Salad"]
    @Published var searchText = ""
    @Published var favoritesOnly = false
}

struct RecipeCount: View {
    @ObservedObject var box: RecipeBoxViewModel

    var body: some View {
        let _ = print("count view")
        Text("\(box.recipes.count) recipes")
    }
}

struct RecipeFilterBar: View {
    @ObservedObject var box: RecipeBoxViewModel

    var body: some View {
        let _ = print("filter bar")
        Toggle("Favorites only", isOn: $box.favoritesOnly)
    }
}

struct RecipeScreen: View {
    @StateObject private var box = RecipeBoxViewModel()

    var body: some View {
        let _ = print("screen")
        VStack {
            TextField("Search", text: $box.searchText)
            RecipeCount(box: box)
            RecipeFilterBar(box: box)
            Button("Add stew") { box.recipes.append("Stew") }
        }
    }
}

:mount RecipeScreen()
// expect: screen
// expect: count view
// expect: filter bar
:type "s" into "Search"
// expect: screen
// expect: count view
// expect: filter bar
:toggle "Favorites only"
// expect: screen
// expect: count view
// expect: filter bar
:tap "Add stew"
// expect: screen
// expect: count view
// expect: filter bar
