// Follows Apple's `LazyVGrid` page (https://developer.apple.com/documentation/swiftui/lazyvgrid): "A container view
// that arranges its child views in a grid that grows vertically, creating items only as needed", with its columns
// given as `GridItem`s (here one adaptive GridItem, Apple `griditem`). Own code: a photo gallery whose tiles can be
// liked, and an Import button.
// - Rules §1.5: lazy containers make the items near the visible area; three or four small tiles fit on an iPhone
//   screen, so all are made at mount and an imported tile is made at once. Nothing here depends on items off screen.
// - Tiles are identified by the photo's id (rules §1.2): importing one makes exactly one tile; the others keep their
//   nodes and @State and, with equal values, skip their bodies (rules §2.3, §2.5, §2.7).
// - At mount the three tiles print the same line, so the order of their first bodies (not specified) does not show.
// - A tile's own @State change runs only that tile (rules §3.5); `nextID` is written in an action and read by no
//   body.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let symbol: String
}

struct PhotoTile: View {
    let photo: Photo
    @State private var liked = false

    var body: some View {
        let _ = print("PhotoTile body, liked \(liked)")
        Button("\(photo.symbol) #\(photo.id) \(liked ? "liked" : "not liked")") {
            liked.toggle()
        }
    }
}

struct Gallery: View {
    private let columns = [GridItem(.adaptive(minimum: 100))]
    @State private var photos = [
        Photo(id: 1, symbol: "sun.max"),
        Photo(id: 2, symbol: "moon"),
        Photo(id: 3, symbol: "cloud"),
    ]
    @State private var nextID = 4

    var body: some View {
        let _ = print("Gallery body, \(photos.count) photos")
        ScrollView {
            Button("Import photo") {
                photos.append(Photo(id: nextID, symbol: "star"))
                nextID += 1
            }
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(photos) { photo in
                    PhotoTile(photo: photo)
                }
            }
        }
    }
}

:mount Gallery()
// expect: Gallery body, 3 photos
// expect: PhotoTile body, liked false
// expect: PhotoTile body, liked false
// expect: PhotoTile body, liked false
:tap "moon #2 not liked"
// expect: PhotoTile body, liked true
:tap "Import photo"
// expect: Gallery body, 4 photos
// expect: PhotoTile body, liked false
:tap "star #4 not liked"
// expect: PhotoTile body, liked true
:tap "moon #2 liked"
// expect: PhotoTile body, liked false
