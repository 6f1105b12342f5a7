// Hacking with Swift style: a list whose "Add" button is disabled while editing, reading `@Environment(\.editMode)` inside a NavigationStack
// What SwiftUI does: the NavigationStack gives its content an edit mode, `.inactive` at first, and `EditButton`
// toggles it (rules §15.25). The list view declares `@Environment(\.editMode)`, so it runs again when the mode
// changes (rules §14.2, §15.25), and disables its "Add" button while editing. Deleting in edit mode changes the
// array: one body run (rules §3.5, §15.2). A tap on a disabled button is refused: ObsREPL reports
// `button "Add" is disabled` (rules §15.11, ObsREPL's choice), and the script stops there.
// Sources: rules §3.5, §14.2, §15.2, §15.11, §15.25; https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

struct CitiesList: View {
    @Environment(\.editMode) private var editMode
    @State private var cities = ["Paris", "Rome"]

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        let _ = print("CitiesList body: editing \(isEditing), \(cities.count) cities")
        List {
            ForEach(cities, id: \.self) { city in
                Text(city)
            }
            .onDelete { offsets in
                cities.remove(atOffsets: offsets)
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") {
                    cities.append("City \(cities.count + 1)")
                }
                .disabled(isEditing)
            }
        }
    }
}

struct TravelView: View {
    var body: some View {
        NavigationStack {
            CitiesList()
                .navigationTitle("Cities")
        }
    }
}

:mount TravelView()
// expect: CitiesList body: editing false, 2 cities
:tap "Add"
// expect: CitiesList body: editing false, 3 cities
:tap "Edit"
// expect: CitiesList body: editing true, 3 cities
:delete "Rome"
// expect: CitiesList body: editing true, 2 cities
:tap "Add"
// expect-error: button "Add" is disabled
