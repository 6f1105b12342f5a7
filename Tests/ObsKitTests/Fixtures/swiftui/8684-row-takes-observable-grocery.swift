// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a row takes an @Observable grocery item as @Bindable and binds its Toggle to `$item.isBought`; the list's computed boughtCount, read by the parent's body, follows)
import SwiftUI

@Observable
final class GroceryItem: Identifiable {
    let id = UUID()
    var name: String
    var isBought = false

    init(name: String) {
        self.name = name
    }
}

@Observable
final class GroceryList {
    var items = [GroceryItem(name: "Eggs"), GroceryItem(name: "Flour"), GroceryItem(name: "Butter")]

    var boughtCount: Int {
        items.filter(\.isBought).count
    }
}

struct GroceryRow: View {
    @Bindable var item: GroceryItem

    var body: some View {
        Toggle(item.name, isOn: $item.isBought)
    }
}

struct GroceryListView: View {
    @State private var list = GroceryList()

    var body: some View {
        VStack {
            Text("Bought \(list.boughtCount) of \(list.items.count)")
            List(list.items) { item in
                GroceryRow(item: item)
            }
        }
        .onChange(of: list.boughtCount) { oldValue, newValue in
            print("bought \(oldValue) -> \(newValue)")
        }
    }
}

:mount GroceryListView()
:toggle "Flour"
:toggle "Butter"
:toggle "Flour"
// expect: bought 0 -> 1
// expect: bought 1 -> 2
// expect: bought 2 -> 1
