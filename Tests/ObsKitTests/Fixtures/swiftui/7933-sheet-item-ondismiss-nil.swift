// Style: Apple documentation page, `sheet(item:onDismiss:content:)`, a photo viewer.
// SwiftUI: the content is built with the unwrapped item when the item becomes non-nil (rules §13.1). A dismissal by
// the user sets the binding to nil, then calls onDismiss (rules §13.1); so does the sheet's own Close button, which sets
// the item to nil (Apple: onDismiss is "The closure to execute when dismissing the sheet"). onDismiss runs outside an
// update and reads the live value, nil (rules §3.4). The gallery's body never reads the item: it runs only at mount
// (rules §3.5; fixture 7683's `sheet(item:)`).
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotoViewer: View {
    let photo: Photo
    let close: () -> Void

    var body: some View {
        let _ = print("viewer body: \(photo.caption)")
        VStack {
            Text(photo.caption)
            Button("Close") { close() }
        }
    }
}

struct GalleryView: View {
    @State private var selectedPhoto: Photo?
    let photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Forest")]

    var body: some View {
        let _ = print("gallery body")
        VStack {
            ForEach(photos) { photo in
                Button(photo.caption) { selectedPhoto = photo }
            }
        }
        .sheet(item: $selectedPhoto, onDismiss: {
            print("onDismiss, selection: \(selectedPhoto?.caption ?? "nil")")
        }) { photo in
            PhotoViewer(photo: photo) { selectedPhoto = nil }
        }
    }
}

:mount GalleryView()
// expect: gallery body
:tap "Beach"
// expect: viewer body: Beach
:dismiss
// expect: onDismiss, selection: nil
:tap "Forest"
// expect: viewer body: Forest
:tap "Close"
// expect: onDismiss, selection: nil
