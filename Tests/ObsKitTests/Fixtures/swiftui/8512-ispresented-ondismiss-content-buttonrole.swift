// SwiftUI from Apple's documentation: sheet(isPresented:onDismiss:content:) and ButtonRole.cancel (onDismiss runs for Cancel, Add and a swipe)
// Source: developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:): onDismiss is "The
// closure to execute when dismissing the sheet." ButtonRole.cancel: "A role that indicates a button that cancels
// an operation." DismissAction dismisses the sheet the view is in. Whether the sheet goes by Cancel, by Add or by
// a swipe, onDismiss runs; only Add appends. (A shopping-list add sheet in the Hacking with Swift style.)
import SwiftUI

struct AddItemSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    var onAdd: (String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Item", text: $name)
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) {
                        print("cancel tapped")
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(name)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct ShoppingList: View {
    @State private var items: [String] = []
    @State private var showingAdd = false

    var body: some View {
        VStack {
            Button("New Item") { showingAdd = true }
            Button("List") { print("\(items.count) items: [\(items.joined(separator: ", "))]") }
        }
        .sheet(isPresented: $showingAdd, onDismiss: { print("sheet dismissed") }) {
            AddItemSheet { items.append($0) }
        }
    }
}

:mount ShoppingList()
:tap "New Item"
:type "Milk" into "Item"
:tap "Cancel"
:tap "List"
:tap "New Item"
:clear "Item"
:type "Eggs" into "Item"
:tap "Add"
:tap "List"
:tap "New Item"
:dismiss
:tap "List"

// expect: cancel tapped
// expect: sheet dismissed
// expect: 0 items: []
// expect: sheet dismissed
// expect: 1 items: [Eggs]
// expect: sheet dismissed
// expect: 1 items: [Eggs]
