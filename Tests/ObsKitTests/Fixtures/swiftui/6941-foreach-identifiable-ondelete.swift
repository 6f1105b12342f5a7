// Q (Stack Overflow style): the accepted fix for 6940 — "use Identifiable elements and onDelete".
// Answer: `ForEach(photos)` identifies each row by its element's id (rules §1.2). Swiping Beach away calls onDelete
// with its offset (rules §15.2); the Beach node dies (its onDisappear runs), and Forest keeps its node and its star,
// wherever it moves. The list's body runs (it reads `photos`), the rows are rebuilt, but the surviving rows' values
// are unchanged, so their bodies are skipped (rules §2.6, §2.7).
// Source: rules §1.2, §2.6, §2.7, §15.2; Apple https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct PhotoRow: View {
    let photo: Photo
    @State private var isFavorite = false

    var body: some View {
        let _ = print("PhotoRow body: \(photo.title), favorite \(isFavorite)")
        Button(isFavorite ? "\(photo.title) (fav)" : photo.title) { isFavorite.toggle() }
            .onDisappear { print("PhotoRow disappeared: \(photo.title)") }
    }
}

struct AlbumView: View {
    @State private var photos = [
        Photo(id: 1, title: "Beach"),
        Photo(id: 2, title: "Forest"),
        Photo(id: 3, title: "Desert"),
    ]

    var body: some View {
        let _ = print("AlbumView body: \(photos.map(\.title).joined(separator: ", "))")
        List {
            ForEach(photos) { photo in
                PhotoRow(photo: photo)
            }
            .onDelete { offsets in
                print("onDelete \(Array(offsets))")
                photos.remove(atOffsets: offsets)
            }
        }
    }
}

:mount AlbumView()
// expect: AlbumView body: Beach, Forest, Desert
// expect: PhotoRow body: Beach, favorite false
// expect: PhotoRow body: Forest, favorite false
// expect: PhotoRow body: Desert, favorite false
:tap "Forest"
// expect: PhotoRow body: Forest, favorite true
:delete "Beach"
// expect: onDelete [0]
// expect: AlbumView body: Forest, Desert
// expect: PhotoRow disappeared: Beach
:tap "Forest (fav)"
// expect: PhotoRow body: Forest, favorite false
