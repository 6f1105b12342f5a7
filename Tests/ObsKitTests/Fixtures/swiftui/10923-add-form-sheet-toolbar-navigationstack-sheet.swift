// Tutorial style (add form in a sheet with a toolbar): a NavigationStack in a sheet, Cancel and Save toolbar buttons, a closure that hands the new item back, dismiss() before the list's update (rules §15.4, §15.12, §13.1, §2.6)
import SwiftUI

struct NewContactForm: View {
    let onSave: (String) -> Void
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NewContactForm.body name=\(name)")
        NavigationStack {
            Form {
                TextField("Full name", text: $name)
            }
            .navigationTitle("New Contact")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct AddressBook: View {
    @State private var names: [String] = []
    @State private var adding = false

    var body: some View {
        let _ = print("AddressBook.body count=\(names.count)")
        NavigationStack {
            List(names, id: \.self) { Text($0) }
                .toolbar {
                    Button("Add Contact") { adding = true }
                }
        }
        .sheet(isPresented: $adding) {
            NewContactForm { newName in
                names.append(newName)
                print("added \(newName)")
            }
        }
    }
}
:mount AddressBook()
// expect: AddressBook.body count=0
:tap "Add Contact"
// expect: NewContactForm.body name=
:type "Li" into "Full name"
// expect: NewContactForm.body name=L
// expect: NewContactForm.body name=Li
:tap "Save"
// expect: added Li
// expect: AddressBook.body count=1
:tap "Add Contact"
// expect: NewContactForm.body name=
:tap "Cancel"
