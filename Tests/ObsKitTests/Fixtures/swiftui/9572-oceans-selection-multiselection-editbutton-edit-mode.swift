// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (Oceans: List(oceans, selection: $multiSelection) with an EditButton; in edit mode each row tap adds or removes its id, and the count below updates)
// Apple's List page, "Supporting selection in lists": `@State private var multiSelection = Set<UUID>()`,
// `List(oceans, selection: $multiSelection) { Text($0.name) }` inside a NavigationView with
// `.toolbar { EditButton() }`, and `Text("\(multiSelection.count) selections")` under it. The page claims:
// - Binding a Set makes the list support multiple selection; on iOS the user enters edit mode (the
//   EditButton) to select rows.
// - The selection binding holds the ids of the selected rows, so the count text follows each tap; the
//   EditButton alone changes no state the view reads.
import SwiftUI

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct OceansView: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic")
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

:mount OceansView()
// expect: 0 selections
:tap "Edit"
:tap "Pacific"
// expect: 1 selections
:tap "Indian"
// expect: 2 selections
:tap "Pacific"
// expect: 1 selections
