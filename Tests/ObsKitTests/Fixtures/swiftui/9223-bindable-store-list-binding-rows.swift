// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (bindings into an @Observable model's array of structs)
// The pantry is an @Observable class holding an array of structs. The list view takes it with @Bindable, so
// `$pantry.items` is a binding to the array and `List($pantry.items) { $item in ... }` gives each row a
// binding to its element; a Stepper edits `$item.quantity`. The screen that owns the pantry shows the total,
// so it reads every quantity.
// - Each press writes one element through the model; the screen's body reads `items` (for the total), so it
//   runs once per press, and the row's stepper shows the new quantity.
import SwiftUI
import Observation

struct PantryItem: Identifiable {
    let id: Int
    var name: String
    var quantity: Int
}

@Observable final class Pantry {
    var items = [
        PantryItem(id: 1, name: "Rice", quantity: 2),
        PantryItem(id: 2, name: "Beans", quantity: 5),
    ]
}

struct PantryList: View {
    @Bindable var pantry: Pantry

    var body: some View {
        List($pantry.items) { $item in
            Stepper("\(item.name): \(item.quantity)", value: $item.quantity, in: 0...10)
        }
    }
}

struct PantryScreen: View {
    @State private var pantry = Pantry()

    var body: some View {
        let total = pantry.items.reduce(0) { $0 + $1.quantity }
        let _ = print("total \(total)")
        VStack {
            Text("\(total) in stock")
            PantryList(pantry: pantry)
        }
    }
}

:mount PantryScreen()
// expect: total 7
:step "Rice: 2" up
// expect: total 8
:step "Beans: 5" down
// expect: total 7
:step "Rice: 3" up
// expect: total 8
