// Follows Apple's page "List" (developer.apple.com/documentation/swiftui/list), its section on supporting multiple
// selections: `List(oceans, selection: $multiSelection)` with an EditButton in the toolbar and a Text counting the
// selections.
// - A selection bound to a Set makes a multiple-selection list; in edit mode tapping a row adds its id to the set,
//   tapping it again removes it (Apple's page; rules §15.18, §15.25).
// - The view reads the set (the count), so each selection change runs its body once (rules §3.5, §10.1); entering
//   edit mode changes nothing the view reads or declares (it has no @Environment(\.editMode)), so no body runs
//   (rules §14.2).
// - A bottom-bar toolbar button reads the live set in its action (rules §15.4, §3.4).
// - The script never taps "Done": what leaving edit mode does to the selection is not documented.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct OceanList: View {
    private let oceans = [
        Ocean(name: "Pacific"), Ocean(name: "Atlantic"), Ocean(name: "Indian"),
        Ocean(name: "Southern"), Ocean(name: "Arctic"),
    ]
    @State private var multiSelection = Set<String>()

    var body: some View {
        let _ = print("OceanList body, \(multiSelection.count) selected")
        NavigationStack {
            VStack {
                List(oceans, selection: $multiSelection) { ocean in
                    Text(ocean.name)
                }
                Text("\(multiSelection.count) selections")
            }
            .navigationTitle("Oceans")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Show Selection") { print("selected: \(multiSelection.sorted())") }
                }
            }
        }
    }
}

:mount OceanList()
// expect: OceanList body, 0 selected
:tap "Edit"
:tap "Pacific"
// expect: OceanList body, 1 selected
:tap "Indian"
// expect: OceanList body, 2 selected
:tap "Show Selection"
// expect: selected: ["Indian", "Pacific"]
:tap "Pacific"
// expect: OceanList body, 1 selected
:tap "Show Selection"
// expect: selected: ["Indian"]
