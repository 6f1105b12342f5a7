// Follows Apple's `EditButton` page (https://developer.apple.com/documentation/swiftui/editbutton): "A button that
// toggles the edit mode environment value", put in the toolbar of a list whose ForEach has onDelete and onMove, as
// in Apple's example. Own code: reminders, with a banner row that reads `@Environment(\.editMode)`.
// - Tapping the button switches the NavigationStack content's edit mode between inactive and active, and the button
//   is titled "Done" while active (Apple `editbutton`, `editmode`; rules §15.25).
// - Only a view that reads the edit mode from the environment runs again when it changes (rules §14.2): the banner
//   runs its body, the parent (which declares no editMode) does not.
// - Deleting and moving change the data (rules §15.2): the parent's body runs (it reads `items`, rules §3.5). The
//   banner has no inputs, so its value stays equal and its body does not run (rules §2.7).
import SwiftUI

struct ModeBanner: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        let _ = print("ModeBanner body, editing \(editing)")
        Text(editing ? "Drag or delete reminders" : "Tap Edit to rearrange")
    }
}

struct RemindersView: View {
    @State private var items = ["Call mom", "Buy milk", "Water plants"]

    var body: some View {
        let _ = print("RemindersView body: \(items.joined(separator: ", "))")
        NavigationStack {
            List {
                ModeBanner()
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    items.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount RemindersView()
// expect: RemindersView body: Call mom, Buy milk, Water plants
// expect: ModeBanner body, editing false
:tap "Edit"
// expect: ModeBanner body, editing true
:delete "Buy milk"
// expect: RemindersView body: Call mom, Water plants
:move "Water plants" to 0
// expect: RemindersView body: Water plants, Call mom
:tap "Done"
// expect: ModeBanner body, editing false
:tap "Edit"
// expect: ModeBanner body, editing true
