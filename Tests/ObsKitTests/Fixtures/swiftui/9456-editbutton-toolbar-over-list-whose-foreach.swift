// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/editbutton (EditButton in the toolbar over a List whose ForEach of @Observable contacts has onDelete: deleting in edit mode and by swipe both hand the offset of the row in the array)
// Apple's EditButton page shows a list with `.onDelete { fruits.remove(atOffsets: $0) }` and `.onMove` and an
// EditButton in the toolbar: "A button that toggles the edit mode environment value." The button reads "Edit",
// then "Done" while editing. onDelete gets an IndexSet of offsets into the ForEach's data; here the data is an
// array of Observable class instances kept in @State.
import SwiftUI

@Observable
final class Contact: Identifiable {
    let id = UUID()
    var name: String
    init(_ name: String) { self.name = name }
}

struct ContactList: View {
    @State private var contacts = [Contact("Ada"), Contact("Grace"), Contact("Linus"), Contact("Tim")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(contacts) { contact in
                    Text(contact.name)
                }
                .onDelete { offsets in
                    print("delete at \(Array(offsets))")
                    contacts.remove(atOffsets: offsets)
                    print("left: \(contacts.map(\.name).joined(separator: ", "))")
                }
            }
            .navigationTitle("Contacts")
            .toolbar { EditButton() }
        }
    }
}

:mount ContactList()
:delete "Linus"
// expect: delete at [2]
// expect: left: Ada, Grace, Tim
:tap "Edit"
:delete "Ada"
// expect: delete at [0]
// expect: left: Grace, Tim
:tap "Done"
:delete "Tim"
// expect: delete at [1]
// expect: left: Grace
