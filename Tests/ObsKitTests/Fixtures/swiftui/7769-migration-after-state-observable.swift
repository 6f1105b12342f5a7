// Observation in depth: migrating a screen, after: @State, @Observable, a plain property and @Bindable (7768 before)
// Apple "migrating": with Observable, "SwiftUI updates a view only when an observable property changes and the view's
// body reads the property" (rules §8). The search field's binding is made in the screen's body (reads `searchText`,
// §8.7), the toggle's in the filter bar (§8.5), `recipes` is read by the count: each change runs one body, and the
// children keep the same object, so they are equal (§2.3, §2.7). 6 body runs against 12.
import SwiftUI

@Observable
final class RecipeBox {
    var recipes = ["Soup", "Salad"]
    var searchText = ""
    var favoritesOnly = false
}

struct RecipeCount: View {
    var box: RecipeBox

    var body: some View {
        let _ = print("count view")
        Text("\(box.recipes.count) recipes")
    }
}

struct RecipeFilterBar: View {
    @Bindable var box: RecipeBox

    var body: some View {
        let _ = print("filter bar")
        Toggle("Favorites only", isOn: $box.favoritesOnly)
    }
}

struct RecipeScreen: View {
    @State private var box = RecipeBox()

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
:toggle "Favorites only"
// expect: filter bar
:tap "Add stew"
// expect: count view
