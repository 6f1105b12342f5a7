// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (supporting multiple selection with a Set and an EditButton)
// Apple's List page binds the list to `Set<UUID>` for multiple selection and puts an EditButton in the
// toolbar: on iOS, taps add and remove rows from the selection while the list is in edit mode, and the
// text under the list counts the selected rows. The button's title turns to "Done" in edit mode.
// - Entering edit mode changes nothing this view reads, so its body doesn't run.
// - Each tap on a row in edit mode toggles that row's id in the set: the body runs once per tap.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct OceanSelectionView: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic"),
    ]
    @State private var multiSelection = Set<UUID>()

    var body: some View {
        let _ = print("\(multiSelection.count) selections")
        NavigationView {
            List(oceans, selection: $multiSelection) {
                Text($0.name)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
        Text("\(multiSelection.count) selections")
    }
}

:mount OceanSelectionView()
// expect: 0 selections
:tap "Edit"
:tap "Pacific"
// expect: 1 selections
:tap "Indian"
// expect: 2 selections
:tap "Pacific"
// expect: 1 selections
:tap "Arctic"
// expect: 2 selections
