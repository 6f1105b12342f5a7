// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (the oceans list with a Set selection and an EditButton)
// List: "Binding to a Set creates a list that supports multiple selections"; the page adds an EditButton to the
// toolbar and shows `Text("\(multiSelection.count) selections")` under the list. On iOS, rows are selected while
// the list is in edit mode (https://developer.apple.com/documentation/swiftui/editbutton turns edit mode on and off).
// - Tapping selected rows again deselects them; each change of the set updates the count.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct SelectionCount: View {
    let count: Int

    var body: some View {
        let _ = print("\(count) selections")
        Text("\(count) selections")
    }
}

struct OceanPicker: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic")
    ]
    @State private var multiSelection = Set<UUID>()

    var body: some View {
        VStack {
            NavigationStack {
                List(oceans, selection: $multiSelection) { ocean in
                    Text(ocean.name)
                }
                .navigationTitle("Oceans")
                .toolbar { EditButton() }
            }
            SelectionCount(count: multiSelection.count)
        }
    }
}

:mount OceanPicker()
// expect: 0 selections
:tap "Edit"
:tap "Pacific"
// expect: 1 selections
:tap "Arctic"
// expect: 2 selections
:tap "Pacific"
// expect: 1 selections
