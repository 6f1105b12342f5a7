// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withtransaction(_:_:_:) (withTransaction with a key path and value, with a Transaction value, and a custom @Entry transaction value)
// known-gap: error: 9322-withtransaction-keypath-and-custom-entry.swift:14:1: error: not supported yet: extensions of 'Transaction' (only types declared in the session can be extended)
// withTransaction(_:_:_:) "Executes a closure with the specified transaction key path and value and returns the
// result"; withTransaction(_:_:) does the same with a whole Transaction. Entry(): "Create Transaction entries by
// extending the Transaction structure with new properties and attaching the @Entry macro". Transaction: "The
// root transaction for a state change comes from the binding that changed, plus any global values set by
// calling withTransaction(_:_:) or withAnimation(_:_:)" — the transaction describes the update; the state
// change itself is the same, and the closure's result comes back to the caller right away.
// - "Undo": withTransaction(\.changeSource, "undo") removes the last item and returns it: "undid milk", then
//   the list's body runs once.
// - "Add eggs quietly": a Transaction with disablesAnimations set; the body runs once.
// - "Add bread": a key-path transaction on disablesAnimations, returning the count.
import SwiftUI

extension Transaction {
    @Entry var changeSource: String = "user"
}

struct GroceryList: View {
    @State private var items = ["tea", "milk"]

    var body: some View {
        let _ = print("list body: \(items.joined(separator: ", "))")
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            Button("Undo") {
                let undone = withTransaction(\.changeSource, "undo") {
                    items.removeLast()
                }
                print("undid \(undone)")
            }
            Button("Add eggs quietly") {
                var transaction = Transaction(animation: .default)
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    items.append("eggs")
                }
            }
            Button("Add bread") {
                let count = withTransaction(\.disablesAnimations, true) {
                    items.append("bread")
                    return items.count
                }
                print("\(count) items")
            }
        }
    }
}

:mount GroceryList()
// expect: list body: tea, milk
:tap "Undo"
// expect: undid milk
// expect: list body: tea
:tap "Add eggs quietly"
// expect: list body: tea, eggs
:tap "Add bread"
// expect: 3 items
// expect: list body: tea, eggs, bread
