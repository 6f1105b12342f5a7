// Apple sample style (Food Truck): a "Top Donuts" list the owner reorders and trims, with an EditButton in the navigation bar and a hint row that reads `@Environment(\.editMode)`.
// SwiftUI: inside a NavigationStack EditButton toggles the stack's edit mode and is titled "Done" while active (rules §15.25); only a view that declares `\.editMode` re-runs for it (rules §14.2),
// not the list's owner, whose @State is untouched (rules §3.5); onMove and onDelete change the array, which re-runs the owner, while the hint's value is equal and it stays put (rules §15.2, §2.7).
import SwiftUI

struct RankedDonut: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct EditingHint: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        let _ = print("hint: \(isEditing ? "editing" : "browsing")")
        Text(isEditing ? "Drag to reorder, tap to remove" : "Your best sellers this week")
            .font(.footnote)
    }
}

struct TopDonutsView: View {
    @State private var donuts = [
        RankedDonut(id: 1, name: "Glazed"),
        RankedDonut(id: 2, name: "Maple"),
        RankedDonut(id: 3, name: "Sprinkles"),
        RankedDonut(id: 4, name: "Cinnamon"),
    ]

    var body: some View {
        let _ = print("top donuts: \(donuts.map(\.name))")
        NavigationStack {
            List {
                EditingHint()
                ForEach(donuts) { donut in
                    Text(donut.name)
                }
                .onMove { source, destination in
                    donuts.move(fromOffsets: source, toOffset: destination)
                }
                .onDelete { offsets in
                    donuts.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Top Donuts")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount TopDonutsView()
// expect: top donuts: ["Glazed", "Maple", "Sprinkles", "Cinnamon"]
// expect: hint: browsing
:tap "Edit"
// expect: hint: editing
:move "Glazed" to 2
// expect: top donuts: ["Maple", "Sprinkles", "Glazed", "Cinnamon"]
:delete "Cinnamon"
// expect: top donuts: ["Maple", "Sprinkles", "Glazed"]
:tap "Done"
// expect: hint: browsing
