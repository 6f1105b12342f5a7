// A chore list with multiple selection (`List(selection: $selection)` over a `Set<Int>`) and swipe to delete: after
// swiping away a selected chore, the selection still holds its id, a bug reported again and again on the forums.
// What SwiftUI does: a tap on a row of a set-selection list adds or removes the row's ForEach id in the binding
// (rules §15.18). The swipe calls onDelete with the row's offset after the row is gone, and the action changes only
// the data (rules §15.2): nothing in SwiftUI edits the selection, so id 2 stays in the set with no row to show it.
// The "Delete selected" button removes the selected chores and clears the set itself. Each change is to @State the
// body reads, so the body runs once per turn (rules §3.5, §10.1).
// Sources: rules §3.5, §10.1, §15.2, §15.18; https://developer.apple.com/documentation/swiftui/list;
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    let title: String
}

struct ChoreList: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Bins")]
    @State private var selection = Set<Int>()

    var body: some View {
        let _ = print("ChoreList body: \(chores.map { $0.title }.joined(separator: ", ")) | selected \(selection.sorted())")
        VStack {
            List(selection: $selection) {
                ForEach(chores) { chore in
                    Text(chore.title)
                }
                .onDelete { offsets in
                    chores.remove(atOffsets: offsets)
                }
            }
            Text("\(selection.count) selected")
            Button("Delete selected") {
                chores.removeAll { selection.contains($0.id) }
                selection.removeAll()
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: Dishes, Laundry, Bins | selected []
:tap "Laundry"
// expect: ChoreList body: Dishes, Laundry, Bins | selected [2]
:tap "Bins"
// expect: ChoreList body: Dishes, Laundry, Bins | selected [2, 3]
:delete "Laundry"
// expect: ChoreList body: Dishes, Bins | selected [2, 3]
:tap "Delete selected"
// expect: ChoreList body: Dishes | selected []
