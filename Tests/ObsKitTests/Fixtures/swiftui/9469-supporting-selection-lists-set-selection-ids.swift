// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (Supporting selection in lists: a Set selection of ids survives re-sorting the list in the body, because it holds ids, not positions)
// Apple's List page: binding the selection to a set of the data's Identifiable.ID values makes a multiple-selection
// list, in edit mode on iOS. The set stores ids, so when the body shows the same colors in the reverse order the
// same colors stay selected; tapping a selected row again removes it from the set.
import SwiftUI

struct Swatch: Identifiable {
    let id: String
}

struct Palette: View {
    let swatches = [Swatch(id: "Amber"), Swatch(id: "Blue"), Swatch(id: "Coral"), Swatch(id: "Denim")]
    @State private var selection = Set<String>()
    @State private var descending = false

    var body: some View {
        let shown = descending ? swatches.reversed() : swatches
        NavigationStack {
            List(shown, selection: $selection) { swatch in
                Text(swatch.id)
            }
            .environment(\.editMode, .constant(.active))
            .toolbar {
                Button(descending ? "A to Z" : "Z to A") { descending.toggle() }
                Button("Report") {
                    let picked = shown.filter { selection.contains($0.id) }.map(\.id)
                    print("picked in shown order: \(picked)")
                }
            }
        }
    }
}

:mount Palette()
:tap "Blue"
:tap "Denim"
:tap "Report"
// expect: picked in shown order: ["Blue", "Denim"]
:tap "Z to A"
:tap "Report"
// expect: picked in shown order: ["Denim", "Blue"]
:tap "Amber"
:tap "Denim"
:tap "A to Z"
:tap "Report"
// expect: picked in shown order: ["Amber", "Blue"]
