// Issue 13 (B), `@Environment(\.dismiss)` in a sheet: calling the action dismisses the presentation the view
// is in: the sheet's binding becomes false, then onDismiss runs. Each presentation builds the content anew,
// so the sheet's @State starts over the next time.
// Source: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss,
// https://developer.apple.com/documentation/swiftui/dismissaction ("dismisses the ... presentation"),
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:).
// Rules §13, §14.
import SwiftUI

struct AddItemSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let onSave: (String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Item name", text: $name)
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name)
                        dismiss()
                    }
                }
            }
            .onAppear { print("sheet appear, name '\(name)'") }
        }
    }
}

struct Groceries: View {
    @State private var items: [String] = []
    @State private var adding = false

    var body: some View {
        let _ = print("items:", items)
        Button("Add") { adding = true }
            .sheet(isPresented: $adding, onDismiss: { print("dismissed, adding:", adding) }) {
                AddItemSheet { items.append($0) }
            }
    }
}

:mount Groceries()
:tap "Add"
:type "Milk" into "Item name"
:tap "Save"
:tap "Add"
:tap "Cancel"

// expect: items: []
// expect: sheet appear, name ''
// expect: items: ["Milk"]
// expect: dismissed, adding: false
// expect: sheet appear, name ''
// expect: dismissed, adding: false
