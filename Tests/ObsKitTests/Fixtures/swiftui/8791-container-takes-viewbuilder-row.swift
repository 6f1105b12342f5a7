// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewbuilder (a container takes a @ViewBuilder row closure with a parameter and calls it from a ForEach in its body; the container owns the items, so rows it adds are built by the caller's closure)
import SwiftUI

struct EditableList<Row: View>: View {
    @State private var items: [String]
    let row: (String) -> Row

    init(initial: [String], @ViewBuilder row: @escaping (String) -> Row) {
        _items = State(initialValue: initial)
        self.row = row
    }

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                row(item)
            }
            Button("Add item \(items.count + 1)") { items.append("item \(items.count + 1)") }
        }
    }
}

struct GroceriesView: View {
    var body: some View {
        EditableList(initial: ["item 1"]) { name in
            Button("Buy \(name)") { print("bought \(name)") }
        }
    }
}

:mount GroceriesView()
:tap "Add item 2"
:tap "Add item 3"
:tap "Buy item 3"
:tap "Buy item 1"
:tap "Buy item 2"
// expect: bought item 3
// expect: bought item 1
// expect: bought item 2
