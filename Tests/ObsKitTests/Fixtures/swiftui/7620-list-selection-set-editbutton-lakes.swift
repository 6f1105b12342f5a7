// Follows Apple's List, "Supporting selection in lists" (https://developer.apple.com/documentation/swiftui/list): a list bound to a Set selection, with an EditButton in the toolbar
// What SwiftUI does: `List(_:selection:)` over a `Set` adds a tapped row's id to the selection or removes it
// (Apple `list`, its "Oceans" example with our own names; rules §15.7, §15.18). The EditButton in the navigation
// bar toggles the stack's edit mode and is titled "Done" while it is active (rules §15.4, §15.25), so "Edit"
// then "Done" finds it both times. The ids are the names, so the selection prints in a stable order when sorted.
// Sources: Apple `list`, `editbutton`; rules §15.4, §15.7, §15.18, §15.25.
import SwiftUI

struct Lake: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct LakesList: View {
    private let lakes = [
        Lake(name: "Superior"),
        Lake(name: "Michigan"),
        Lake(name: "Huron"),
        Lake(name: "Erie"),
    ]
    @State private var multiSelection = Set<String>()

    var body: some View {
        NavigationStack {
            List(lakes, selection: $multiSelection) { lake in
                Text(lake.name)
            }
            .navigationTitle("Lakes")
            .toolbar { EditButton() }
        }
        .onChange(of: multiSelection) { _, selection in
            print("selected: \(selection.sorted().joined(separator: ", "))")
        }
    }
}

:mount LakesList()
:tap "Edit"
:tap "Done"
:tap "Edit"
:tap "Superior"
// expect: selected: Superior
:tap "Erie"
// expect: selected: Erie, Superior
:tap "Superior"
// expect: selected: Erie
