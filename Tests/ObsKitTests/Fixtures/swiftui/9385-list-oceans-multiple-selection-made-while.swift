// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:) (a list of oceans with multiple selection, made while editing through an EditButton)
// List's "Supporting selection in lists": binding `selection` to a Set makes a multi-selection list; Apple's example
// puts `EditButton()` in the toolbar so that, on iOS, the user enters edit mode and then taps rows to select them.
// Tapping a selected row deselects it. The list writes the set through the binding; onChange(of:) reports it.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct OceanList: View {
    private let oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic"),
    ]
    @State private var multiSelection = Set<String>()

    var body: some View {
        NavigationStack {
            List(oceans, selection: $multiSelection) { ocean in
                Text(ocean.name)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
        .onChange(of: multiSelection) { _, newValue in
            print("\(newValue.count) selected: \(newValue.sorted().joined(separator: ", "))")
        }
    }
}

:mount OceanList()
:tap "Edit"
:tap "Pacific"
// expect: 1 selected: Pacific
:tap "Arctic"
// expect: 2 selected: Arctic, Pacific
:tap "Indian"
// expect: 3 selected: Arctic, Indian, Pacific
:tap "Pacific"
// expect: 2 selected: Arctic, Indian
