// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/letting-users-select-items-in-a-list (Hot Prospects' list selection: a List bound to an optional String selects a row per tap; a second list bound to a Set selects several rows once an EditButton has put it in edit mode)
// Apple: List(_:id:selection:rowContent:) "a binding to a selected value" for single selection, "a binding to a set"
// for multiple; on iOS multiple selection happens in edit mode, which the EditButton in the stack's toolbar toggles ("Edit", then "Done"). A
// tapped row writes the row's id into the selection. Each body prints its selection (the set sorted, since a Set's
// order is not fixed), so each tap runs that one view's body.
// - Single list: tap "Yuki", then "Momiji".
// - Multiple list: "Edit", tap "Kyo", "Tohru", then "Kyo" again (deselects).
import SwiftUI

struct SingleSelection: View {
    @State private var selection: String?

    let users = ["Tohru", "Yuki", "Kyo", "Momiji"]

    var body: some View {
        let _ = print("single: \(selection ?? "none")")
        List(users, id: \.self, selection: $selection) { user in
            Text(user)
        }

        if let selection {
            Text("You selected \(selection)")
        }
    }
}

struct MultipleSelection: View {
    @State private var selection = Set<String>()

    let users = ["Ayame", "Hatori", "Kyo", "Tohru"]

    var body: some View {
        let _ = print("multiple: \(selection.sorted())")
        NavigationStack {
            List(users, id: \.self, selection: $selection) { user in
                Text(user)
            }
            .toolbar {
                EditButton()
            }

            if selection.isEmpty == false {
                Text("You selected \(selection.sorted().formatted())")
            }
        }
    }
}

:mount SingleSelection()
// expect: single: none
:tap "Yuki"
// expect: single: Yuki
:tap "Momiji"
// expect: single: Momiji
:mount MultipleSelection()
// expect: multiple: []
:tap "Edit"
:tap "Kyo"
// expect: multiple: ["Kyo"]
:tap "Tohru"
// expect: multiple: ["Kyo", "Tohru"]
:tap "Kyo"
// expect: multiple: ["Tohru"]
