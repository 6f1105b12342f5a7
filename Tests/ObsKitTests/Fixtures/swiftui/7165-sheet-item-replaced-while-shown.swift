// A photo viewer in a sheet with a "Next Photo" button that sets the sheet's item to another photo while the sheet
// is up (own names and code).
// What SwiftUI does: an item with a new identity dismisses the sheet and presents it again with content built from the
// new item (Apple, `sheet(item:onDismiss:content:)`; rules §13.1): the old hierarchy dies, its @State with it, and the
// new one starts from its initial state (rules §1.4). In that update the new viewer's body runs, then the old one's
// `onDisappear`, then the new one's `onAppear` (rules §11.1: all disappears before any appear). The presenter never
// reads the item and does not run (rules §8.7).
// Sources: rules §1.4, §8.7, §11.1, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotoViewer: View {
    let photo: Photo
    let showNext: () -> Void
    @State private var isZoomed = false

    var body: some View {
        let _ = print("PhotoViewer body: \(photo.caption), zoomed \(isZoomed)")
        VStack {
            Text(photo.caption)
            Button("Zoom") {
                isZoomed = true
            }
            Button("Next Photo") {
                showNext()
            }
        }
        .onAppear { print("viewer appeared: \(photo.caption)") }
        .onDisappear { print("viewer disappeared: \(photo.caption)") }
    }
}

struct AlbumView: View {
    let photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Forest")]
    @State private var shownPhoto: Photo?

    var body: some View {
        let _ = print("AlbumView body")
        List(photos) { photo in
            Button(photo.caption) {
                shownPhoto = photo
            }
        }
        .sheet(item: $shownPhoto) { photo in
            PhotoViewer(photo: photo, showNext: {
                shownPhoto = photos[photo.id % photos.count]
            })
        }
    }
}

:mount AlbumView()
// expect: AlbumView body
:tap "Beach"
// expect: PhotoViewer body: Beach, zoomed false
// expect: viewer appeared: Beach
:tap "Zoom"
// expect: PhotoViewer body: Beach, zoomed true
:tap "Next Photo"
// expect: PhotoViewer body: Forest, zoomed false
// expect: viewer disappeared: Beach
// expect: viewer appeared: Forest
:dismiss
// expect: viewer disappeared: Forest
