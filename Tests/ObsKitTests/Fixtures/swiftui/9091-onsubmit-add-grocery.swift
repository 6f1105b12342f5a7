// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:) (a TextField's Return runs the action)
// A "new item" field whose Return appends the trimmed text to a list and clears the field.
// - onSubmit: "A TextField, or SecureField will trigger this action when the user hits the hardware or software
//   return key."
// - The body never reads `newItem` (only its binding), so typing runs no body; it reads `items`, so an add runs it
//   once (https://developer.apple.com/documentation/swiftui/state). A Return with only spaces adds nothing.
import SwiftUI

struct GroceryList: View {
    @State private var items: [String] = []
    @State private var newItem = ""

    var body: some View {
        let _ = print("list has \(items.count)")
        List {
            TextField("New item", text: $newItem)
                .onSubmit(addItem)
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
    }

    func addItem() {
        let trimmed = newItem.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(trimmed)
        newItem = ""
    }
}

:mount GroceryList()
// expect: list has 0
:type "Milk" into "New item"
:submit "New item"
// expect: list has 1
:type "  " into "New item"
:submit "New item"
:clear "New item"
:type "Eggs" into "New item"
:submit "New item"
// expect: list has 2
:tree
// expect: GroceryList#1
// expect:   List
// expect:     TextField "New item" = ""  .onSubmit
// expect:     row #2
// expect:       Text "Milk"
// expect:     row #3
// expect:       Text "Eggs"
