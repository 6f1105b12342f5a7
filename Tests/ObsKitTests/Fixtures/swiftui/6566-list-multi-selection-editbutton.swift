// Apple docs `List` (the Ocean example with `Set` selection, an EditButton in the toolbar and "N selections" below).
// EditButton puts the list in edit mode (Apple `editbutton`, rules §15.25); the view doesn't read the edit mode, so
// that runs no body. In edit mode a tap on a row of a set-selection list adds its id, a second tap removes it
// (Apple `list`, rules §15.18). The body reads the set (its count), so each change runs it once, then onChange.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct OceanPicker: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic")
    ]
    @State private var multiSelection = Set<String>()

    var body: some View {
        let _ = print("body: \(multiSelection.count) selections")
        NavigationStack {
            List(oceans, selection: $multiSelection) {
                Text($0.name)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
        Text("\(multiSelection.count) selections")
            .onChange(of: multiSelection) { _, newValue in
                print("selected: \(newValue.sorted().joined(separator: ", "))")
            }
    }
}

:mount OceanPicker()
// expect: body: 0 selections
:tap "Edit"
:tap "Pacific"
// expect: body: 1 selections
// expect: selected: Pacific
:tap "Indian"
// expect: body: 2 selections
// expect: selected: Indian, Pacific
:tap "Arctic"
// expect: body: 3 selections
// expect: selected: Arctic, Indian, Pacific
:tap "Pacific"
// expect: body: 2 selections
// expect: selected: Arctic, Indian
