// Blog style (SwiftLee): EditButton in a toolbar toggles editMode; a view reading \.editMode re-runs on each switch, and delete/move still edit the array (rules §15.25, §15.2, §15.4, §14.2)
import SwiftUI

struct ShoppingList: View {
    @State private var items = ["Eggs", "Bread", "Cheese"]
    @Environment(\.editMode) private var editMode

    var body: some View {
        let _ = print("ShoppingList body editing=\(editMode?.wrappedValue.isEditing == true) items=\(items.joined(separator: ","))")
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in
                print("delete \(Array(offsets))")
                items.remove(atOffsets: offsets)
            }
            .onMove { source, destination in
                print("move \(Array(source)) to \(destination)")
                items.move(fromOffsets: source, toOffset: destination)
            }
        }
        .toolbar {
            EditButton()
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            ShoppingList()
                .navigationTitle("Shopping")
        }
    }
}
:mount ContentView()
// expect: ShoppingList body editing=false items=Eggs,Bread,Cheese
:tap "Edit"
// expect: ShoppingList body editing=true items=Eggs,Bread,Cheese
:delete "Bread"
// expect: delete [1]
// expect: ShoppingList body editing=true items=Eggs,Cheese
:move "Eggs" to 1
// expect: move [0] to 2
// expect: ShoppingList body editing=true items=Cheese,Eggs
:tap "Done"
// expect: ShoppingList body editing=false items=Cheese,Eggs
