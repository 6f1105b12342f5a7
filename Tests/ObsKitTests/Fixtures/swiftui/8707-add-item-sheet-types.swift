// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss (an "Add item" sheet types a name into its own @State, appends it to the shared @Observable view model and calls dismiss(); the sheet's onDismiss sees the new count)
import SwiftUI

@Observable
final class ShoppingListViewModel {
    var items = ["Milk"]

    func add(_ name: String) {
        items.append(name)
    }
}

struct AddItemView: View {
    let viewModel: ShoppingListViewModel
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Item name", text: $name)
            Button("Save") {
                viewModel.add(name)
                dismiss()
            }
            .disabled(name.isEmpty)
        }
    }
}

struct ShoppingListView: View {
    @State private var viewModel = ShoppingListViewModel()
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(viewModel.items, id: \.self) { Text($0) }
                .toolbar {
                    Button("Add") { isAdding = true }
                }
        }
        .sheet(isPresented: $isAdding, onDismiss: {
            print("list: \(viewModel.items.joined(separator: ", "))")
        }) {
            AddItemView(viewModel: viewModel)
        }
    }
}

:mount ShoppingListView()
:tap "Add"
:type "Eggs" into "Item name"
:tap "Save"
:tap "Add"
:dismiss
// expect: list: Milk, Eggs
// expect: list: Milk, Eggs
