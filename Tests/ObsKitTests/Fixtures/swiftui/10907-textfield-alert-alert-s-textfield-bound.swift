// Stack Overflow style (TextField in an alert): an alert's TextField bound to a @State draft; typing runs no body because the presenter never reads the draft, Save commits it (rules §3.5, §13.2, §9.3)
import SwiftUI

struct ListHeader: View {
    @State private var listName = "Groceries"
    @State private var draftName = ""
    @State private var renaming = false

    var body: some View {
        let _ = print("ListHeader.body \(listName)")
        VStack {
            Text(listName)
            Button("Rename") {
                draftName = listName
                renaming = true
            }
        }
        .alert("Rename list", isPresented: $renaming) {
            TextField("New name", text: $draftName)
            Button("Save") {
                listName = draftName
                print("saved \(draftName)")
            }
            Button("Cancel", role: .cancel) { }
        }
    }
}
:mount ListHeader()
// expect: ListHeader.body Groceries
:tap "Rename"
:clear "New name"
:type "Food" into "New name"
:tap "Save"
// expect: saved Food
// expect: ListHeader.body Food
:tap "Rename"
:type "!" into "New name"
:tap "Cancel"
