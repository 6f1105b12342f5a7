// Album: a multi-selection list in edit mode with a "Delete Selected" toolbar button, as Apple's List documentation
// shows selection with a Set and an EditButton; own code.
// What SwiftUI does: an EditButton toggles the environment's edit mode and is titled "Done" while it is on; a tap on a
// row of a `List(selection:)` over a Set adds or removes its id (rules §15.18, §15.25). The selection is @State the
// body reads, so each tap runs the body (rules §3.4). The view does not declare `\.editMode`, so entering or leaving
// edit mode runs none of its bodies (rules §14.2). "Delete Selected" removes the rows and empties the selection: one
// update, one body (rules §10.1).
// Sources: rules §3.4, §10.1, §14.2, §15.18, §15.25; Apple https://developer.apple.com/documentation/swiftui/list and
// https://developer.apple.com/documentation/swiftui/editbutton
import SwiftUI

struct Snapshot: Identifiable {
    let id: Int
    let caption: String
}

struct AlbumView: View {
    @State private var snapshots = [
        Snapshot(id: 1, caption: "Lighthouse"),
        Snapshot(id: 2, caption: "Harbor"),
        Snapshot(id: 3, caption: "Dunes"),
        Snapshot(id: 4, caption: "Pier"),
    ]
    @State private var selection = Set<Int>()

    var body: some View {
        let _ = print("AlbumView body: \(snapshots.count) photos, \(selection.count) selected")
        NavigationStack {
            List(snapshots, selection: $selection) { snapshot in
                Text(snapshot.caption)
            }
            .navigationTitle("Album")
            .toolbar {
                EditButton()
                Button("Delete Selected") {
                    snapshots.removeAll { selection.contains($0.id) }
                    print("deleted \(selection.sorted())")
                    selection.removeAll()
                }
                .disabled(selection.isEmpty)
            }
        }
    }
}

:mount AlbumView()
// expect: AlbumView body: 4 photos, 0 selected
:tap "Edit"
:tap "Lighthouse"
// expect: AlbumView body: 4 photos, 1 selected
:tap "Harbor"
// expect: AlbumView body: 4 photos, 2 selected
:tap "Lighthouse"
// expect: AlbumView body: 4 photos, 1 selected
:tap "Pier"
// expect: AlbumView body: 4 photos, 2 selected
:tap "Delete Selected"
// expect: deleted [2, 4]
// expect: AlbumView body: 2 photos, 0 selected
:tap "Done"
