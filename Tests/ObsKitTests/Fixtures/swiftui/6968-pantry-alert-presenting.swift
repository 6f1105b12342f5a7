// Pantry: confirming a removal with `alert(_:isPresented:presenting:actions:message:)`, as Apple's documentation of
// that modifier shows it, own code. A row's button stores the item to remove and raises the flag; the alert's
// actions get the item.
// What SwiftUI does: the alert's action and message closures are not escaping; they are called while the list's
// body runs, with the presented data, so the body reads `itemToRemove` and runs again when it is set (rules §13.2,
// §8.7). The flag alone is a binding the body does not read (rules §3.5). While the alert is up only its buttons can
// be tapped (rules §15.11), so "Remove Milk" then is the alert's button. "Keep" (the cancel role) only closes it; the
// destructive action changes the list, and the body runs.
// Sources: rules §3.5, §8.7, §13.2, §15.11; Apple
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
import SwiftUI

struct PantryItem: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct PantryList: View {
    @State private var items = [
        PantryItem(id: 1, name: "Milk"),
        PantryItem(id: 2, name: "Eggs"),
        PantryItem(id: 3, name: "Flour"),
    ]
    @State private var itemToRemove: PantryItem?
    @State private var isConfirmingRemoval = false

    var body: some View {
        let _ = print("PantryList body: \(items.map(\.name).joined(separator: ", "))")
        List(items) { item in
            HStack {
                Text(item.name)
                Spacer()
                Button("Remove \(item.name)", role: .destructive) {
                    itemToRemove = item
                    isConfirmingRemoval = true
                }
            }
        }
        .alert("Remove item?", isPresented: $isConfirmingRemoval, presenting: itemToRemove) { item in
            Button("Remove \(item.name)", role: .destructive) {
                items.removeAll { $0.id == item.id }
                print("removed \(item.name)")
            }
            Button("Keep", role: .cancel) {
                print("kept \(item.name)")
            }
        } message: { item in
            Text("\(item.name) will be removed from the pantry.")
        }
    }
}

:mount PantryList()
// expect: PantryList body: Milk, Eggs, Flour
:tap "Remove Eggs"
// expect: PantryList body: Milk, Eggs, Flour
:tap "Keep"
// expect: kept Eggs
:tap "Remove Milk"
// expect: PantryList body: Milk, Eggs, Flour
:tap "Remove Milk"
// expect: removed Milk
// expect: PantryList body: Eggs, Flour
