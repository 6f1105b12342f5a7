// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (List multiple selection in edit mode)
// Apple's List page, "Supporting selection in lists": bind the list to a Set of the rows' ids; "the EditButton ...
// lets the user switch into edit mode" where rows are selected and deselected by tapping. The sample's ids are UUIDs;
// here an ocean's id is its name, so the selected set can be printed. onChange(of:) reports the set after each tap.
// - Edit; select Pacific, then Arctic; deselect Pacific.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct OceanList: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic")
    ]
    @State private var multiSelection = Set<String>()

    var body: some View {
        VStack {
            NavigationView {
                List(oceans, selection: $multiSelection) {
                    Text($0.name)
                }
                .navigationTitle("Oceans")
                .toolbar { EditButton() }
            }
            Text("\(multiSelection.count) selections")
        }
        .onChange(of: multiSelection) { _, newSelection in
            print("selected: \(newSelection.sorted())")
        }
    }
}

:mount OceanList()
:tap "Edit"
:tap "Pacific"
// expect: selected: ["Pacific"]
:tap "Arctic"
// expect: selected: ["Arctic", "Pacific"]
:tap "Pacific"
// expect: selected: ["Arctic"]
