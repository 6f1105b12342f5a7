// what's-new style: `.sheet(item:)` whose content sets the item to another one: an item with a new identity replaces the sheet; the new content's body runs in the update, then the old content disappears, onDismiss runs, and the new content appears (rules §13.1, §11.1, §3.5)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotoSheet: View {
    let photo: Photo
    let onNext: () -> Void

    var body: some View {
        let _ = print("PhotoSheet body: \(photo.caption)")
        VStack {
            Text(photo.caption)
            Button("Next photo") { onNext() }
        }
        .onAppear { print("sheet appeared: \(photo.caption)") }
        .onDisappear { print("sheet disappeared: \(photo.caption)") }
    }
}

struct GalleryView: View {
    @State private var shown: Photo?
    let photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Forest")]

    var body: some View {
        let _ = print("GalleryView body")
        VStack {
            ForEach(photos) { photo in
                Button(photo.caption) { shown = photo }
            }
        }
        .sheet(item: $shown, onDismiss: { print("onDismiss") }) { photo in
            PhotoSheet(photo: photo) { shown = photos[1] }
        }
    }
}

:mount GalleryView()
// expect: GalleryView body
:tap "Beach"
// expect: PhotoSheet body: Beach
// expect: sheet appeared: Beach
:tap "Next photo"
// expect: PhotoSheet body: Forest
// expect: sheet disappeared: Beach
// expect: onDismiss
// expect: sheet appeared: Forest
