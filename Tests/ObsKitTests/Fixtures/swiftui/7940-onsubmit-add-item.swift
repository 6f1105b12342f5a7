// Style: Hacking with Swift style, "Adding items with onSubmit" (Word Scramble-like). SwiftUI: Return in the field runs
// its `onSubmit` action (Apple `view/onsubmit(of:_:)`; rules §15.10). Typing writes `newItem`, which the body doesn't
// read (`$newItem` is no read, rules §3.5): no body per keystroke. The action reads the live text (rules §3.4), appends
// it and clears the field: the body reads `items`, so it runs once. An empty submit changes nothing.
import SwiftUI

struct GroceryList: View {
    @State private var items: [String] = []
    @State private var newItem = ""

    var body: some View {
        let _ = print("grocery body: \(items)")
        List {
            TextField("Add item", text: $newItem)
                .onSubmit {
                    let trimmed = newItem.trimmingCharacters(in: .whitespaces)
                    guard !trimmed.isEmpty else {
                        print("ignored empty")
                        return
                    }
                    items.append(trimmed)
                    newItem = ""
                }
                .submitLabel(.done)
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
    }
}

:mount GroceryList()
// expect: grocery body: []
:type "Eggs" into "Add item"
:submit "Add item"
// expect: grocery body: ["Eggs"]
:submit "Add item"
// expect: ignored empty
:type "Milk" into "Add item"
:submit "Add item"
// expect: grocery body: ["Eggs", "Milk"]
