// Q (Stack Overflow style): "After deleting the first row, the favorite star jumps to the wrong photo"
// "I loop with `ForEach(photos.indices, id: \.self)`. I star Forest, delete Beach, and now Desert is starred while
// Forest isn't. The last row's onDisappear fires, not Beach's."
// Accepted answer: the rows are identified by their *index*. After removing element 0 the indices are 0 and 1, so
// the nodes for ids 0 and 1 survive with their @State, and node 2 dies (rules §1.2, §1.4). Row 0 now shows Forest
// with Beach's old state, row 1 shows Desert with Forest's star. Both rows got new titles, so both bodies run
// (rules §2.7). Iterate over Identifiable elements instead (6941). (With `$photos[index]` bindings the same code
// can also crash with an index out of range.)
// Source: rules §1.2, §1.4, §2.7, §11.1; Apple https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct PhotoRow: View {
    let index: Int
    let title: String
    @State private var isFavorite = false

    var body: some View {
        let _ = print("PhotoRow \(index) body: \(title), favorite \(isFavorite)")
        Button(isFavorite ? "\(title) (fav)" : title) { isFavorite.toggle() }
            .onDisappear { print("PhotoRow \(index) disappeared: \(title)") }
    }
}

struct AlbumView: View {
    @State private var photos = ["Beach", "Forest", "Desert"]

    var body: some View {
        let _ = print("AlbumView body: \(photos.joined(separator: ", "))")
        VStack {
            ForEach(photos.indices, id: \.self) { index in
                PhotoRow(index: index, title: photos[index])
            }
            Button("Delete first") { photos.remove(at: 0) }
        }
    }
}

:mount AlbumView()
// expect: AlbumView body: Beach, Forest, Desert
// expect: PhotoRow 0 body: Beach, favorite false
// expect: PhotoRow 1 body: Forest, favorite false
// expect: PhotoRow 2 body: Desert, favorite false
:tap "Forest"
// expect: PhotoRow 1 body: Forest, favorite true
:tap "Delete first"
// expect: AlbumView body: Forest, Desert
// expect: PhotoRow 0 body: Forest, favorite false
// expect: PhotoRow 1 body: Desert, favorite true
// expect: PhotoRow 2 disappeared: Desert
