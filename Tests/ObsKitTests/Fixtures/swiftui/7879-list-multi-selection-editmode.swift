// Multiple selection: `List(photos, selection: $selected)` with a `Set<Int>`. In edit mode (EditButton) a tap
// toggles the row's id in the set (rules §15.18, §15.25; Apple `list`: init(_:selection:rowContent:) with
// Binding<Set<SelectionValue>>). The toolbar's delete button removes the selected photos and empties the set.
// The view reads both `photos` and `selected` in its body (§3.5), so each change runs it once (§10.1), then
// onChange reports the new set. EditButton only changes the navigation stack's edit mode, which this view doesn't
// declare: no body runs for it.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotoPicker: View {
    @State private var photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Forest"), Photo(id: 3, caption: "City")]
    @State private var selected = Set<Int>()

    var body: some View {
        let _ = print("photos:", photos.map(\.caption))
        NavigationStack {
            List(photos, selection: $selected) { photo in
                Text(photo.caption)
            }
            .navigationTitle("Photos")
            .toolbar {
                EditButton()
                Button("Delete \(selected.count)") {
                    photos.removeAll { selected.contains($0.id) }
                    selected.removeAll()
                }
            }
            .onChange(of: selected) { _, new in print("selected", new.sorted()) }
        }
    }
}

:mount PhotoPicker()
// expect: photos: ["Beach", "Forest", "City"]
:tap "Edit"
:tap "Beach"
// expect: photos: ["Beach", "Forest", "City"]
// expect: selected [1]
:tap "City"
// expect: photos: ["Beach", "Forest", "City"]
// expect: selected [1, 3]
:tap "Beach"
// expect: photos: ["Beach", "Forest", "City"]
// expect: selected [3]
:tap "Forest"
// expect: photos: ["Beach", "Forest", "City"]
// expect: selected [2, 3]
:tap "Delete 2"
// expect: photos: ["Beach"]
// expect: selected []
