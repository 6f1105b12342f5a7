// Stack Overflow style (Next button in an item sheet): setting sheet(item:) to an item with a new id replaces the sheet: the old content disappears, onDismiss runs, then the new content appears (rules §13.1, §11.1)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var title: String { "Photo \(id)" }
}

struct PhotoView: View {
    let photo: Photo
    let onNext: () -> Void
    var body: some View {
        VStack {
            Text(photo.title)
            Button("Next") { onNext() }
        }
        .onAppear { print("appeared \(photo.title)") }
        .onDisappear { print("disappeared \(photo.title)") }
    }
}

struct GalleryView: View {
    @State private var current: Photo?
    let photos = [Photo(id: 1), Photo(id: 2), Photo(id: 3)]

    var body: some View {
        VStack {
            ForEach(photos) { photo in
                Button("Open \(photo.title)") { current = photo }
            }
        }
        .sheet(item: $current, onDismiss: { print("onDismiss") }) { photo in
            PhotoView(photo: photo) {
                current = Photo(id: photo.id + 1)
            }
        }
    }
}
:mount GalleryView()
:tap "Open Photo 1"
// expect: appeared Photo 1
:tap "Next"
// expect: disappeared Photo 1
// expect: onDismiss
// expect: appeared Photo 2
:dismiss
// expect: disappeared Photo 2
// expect: onDismiss
