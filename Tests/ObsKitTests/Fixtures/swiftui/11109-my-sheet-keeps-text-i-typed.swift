// Apple Developer Forums style (my sheet keeps the text I typed last time / saving does not refresh the list): a sheet's @State starts over at each presentation, and Save plus dismiss() runs the list's body once (rules §13.1, §15.12, §1.4, §3.5)
import SwiftUI

struct AddContactSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let onSave: (String) -> Void
    var body: some View {
        let _ = print("sheet body name='\(name)'")
        VStack {
            TextField("Name", text: $name)
            Button("Save") {
                onSave(name)
                dismiss()
            }
        }
    }
}

struct ContactsView: View {
    @State private var contacts = ["Ada"]
    @State private var adding = false
    var body: some View {
        let _ = print("ContactsView body \(contacts)")
        VStack {
            ForEach(contacts, id: \.self) { contact in
                Text(contact)
            }
            Button("Add") { adding = true }
        }
        .sheet(isPresented: $adding) {
            AddContactSheet { newName in
                contacts.append(newName)
                print("saved \(newName)")
            }
        }
    }
}

:mount ContactsView()
// expect: ContactsView body ["Ada"]
:tap "Add"
// expect: sheet body name=''
:type "Bo" into "Name"
// expect: sheet body name='B'
// expect: sheet body name='Bo'
:tap "Save"
// expect: saved Bo
// expect: ContactsView body ["Ada", "Bo"]
:tap "Add"
// expect: sheet body name=''
:type "X" into "Name"
// expect: sheet body name='X'
:dismiss
:tap "Add"
// expect: sheet body name=''
