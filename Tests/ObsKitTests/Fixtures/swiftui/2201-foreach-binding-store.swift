// Issue 13 (B), ForEach over a binding into an ObservableObject: `ForEach($pantry.items) { $item in }` gives
// each row a Binding<Item> derived from `$pantry.items`; a write through it sets the @Published array, so
// objectWillChange fires and the view owning the @StateObject re-runs once per keystroke.
// Source: https://developer.apple.com/documentation/swiftui/foreach (init(_:content:) with Binding<C>),
// https://developer.apple.com/documentation/swiftui/observedobject/wrapper (dynamic member bindings).
// `:type ... into "Name" 2` is the second field titled "Name" in tree order. Rules §4, §6, §9, §12.
import SwiftUI

struct Ingredient: Identifiable {
    let id: Int
    var name: String
    var inStock: Bool
}

final class Pantry: ObservableObject {
    @Published var items = [
        Ingredient(id: 1, name: "Flour", inStock: true),
        Ingredient(id: 2, name: "Sugar", inStock: false),
    ]
    init() { print("Pantry init") }
}

struct PantryView: View {
    @StateObject private var pantry = Pantry()

    var body: some View {
        let _ = Self._printChanges()
        Form {
            ForEach($pantry.items) { $item in
                TextField("Name", text: $item.name)
                Toggle("In stock", isOn: $item.inStock)
            }
            Button("Print") {
                for item in pantry.items { print(item.name, item.inStock) }
            }
        }
    }
}

:mount PantryView()
:type "s" into "Name" 2
:toggle "In stock" 2
:tap "Print"

// expect: Pantry init
// expect: PantryView: @self, @identity, _pantry changed.
// expect: PantryView: _pantry changed.
// expect: PantryView: _pantry changed.
// expect: Flour true
// expect: Sugars true
