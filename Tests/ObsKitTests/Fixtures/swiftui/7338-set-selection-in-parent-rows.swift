// A photo picker that keeps its selection in the parent as a `Set<Int>` of ids and tells each tile only whether it is
// selected, the data-flow advice of Swift with Majid's and Fatbobman's posts on selection.
// What SwiftUI does: a tap writes the parent's @State set, which its body reads, so the parent runs and the row
// builders make every tile again (rules §3.5, §2.6). Each tile is compared field by field (a String and a Bool,
// rules §2.3): only the tile whose `isSelected` flipped differs, so only its body runs (rules §2.7). Rows keep their
// nodes throughout, since the photos' ids don't change (rules §1.2). "Clear" flips two tiles, so two run.
// Sources: rules §1.2, §2.3, §2.6, §2.7, §3.5; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotoTile: View {
    let caption: String
    let isSelected: Bool

    var body: some View {
        let _ = print("PhotoTile body: \(caption) selected=\(isSelected)")
        Text(isSelected ? "[x] \(caption)" : "[ ] \(caption)")
    }
}

struct PhotoPicker: View {
    let photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Forest"), Photo(id: 3, caption: "City")]
    @State private var selection = Set<Int>()

    var body: some View {
        let _ = print("PhotoPicker body: \(selection.sorted())")
        VStack {
            ForEach(photos) { photo in
                Button {
                    if selection.contains(photo.id) {
                        selection.remove(photo.id)
                    } else {
                        selection.insert(photo.id)
                    }
                } label: {
                    PhotoTile(caption: photo.caption, isSelected: selection.contains(photo.id))
                }
            }
            Button("Clear") { selection.removeAll() }
        }
    }
}

:mount PhotoPicker()
// expect: PhotoPicker body: []
// expect: PhotoTile body: Beach selected=false
// expect: PhotoTile body: Forest selected=false
// expect: PhotoTile body: City selected=false
:tap "[ ] Forest"
// expect: PhotoPicker body: [2]
// expect: PhotoTile body: Forest selected=true
:tap "[ ] City"
// expect: PhotoPicker body: [2, 3]
// expect: PhotoTile body: City selected=true
:tap "Clear"
// expect: PhotoPicker body: []
// expect: PhotoTile body: Forest selected=false
// expect: PhotoTile body: City selected=false
