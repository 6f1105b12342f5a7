// Blog style (Swift with Majid): List(selection:) over a Set of ids, kept in edit mode as iPhone multi-selection needs, adds and removes the tapped row's id, and onChange sees old and new sets (rules §15.18, §15.25, §15.7, §3.5, §11.1)
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ContactsView: View {
    let contacts = [
        Contact(id: 10, name: "Dana"),
        Contact(id: 11, name: "Eli"),
        Contact(id: 12, name: "Fay"),
    ]
    @State private var selection = Set<Int>()

    var body: some View {
        let _ = print("ContactsView body, selected \(selection.sorted())")
        VStack {
            List(contacts, selection: $selection) { contact in
                Text(contact.name)
            }
            .environment(\.editMode, .constant(.active))
            .onChange(of: selection) { oldValue, newValue in
                print("selection \(oldValue.sorted()) -> \(newValue.sorted())")
            }
            Text("\(selection.count) selected")
        }
    }
}
:mount ContactsView()
// expect: ContactsView body, selected []
:tap "Eli"
// expect: ContactsView body, selected [11]
// expect: selection [] -> [11]
:tap "Fay"
// expect: ContactsView body, selected [11, 12]
// expect: selection [11] -> [11, 12]
:tap "Eli"
// expect: ContactsView body, selected [12]
// expect: selection [11, 12] -> [12]
