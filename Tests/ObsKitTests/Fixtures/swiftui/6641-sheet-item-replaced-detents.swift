// Follows Apple's page "sheet(item:onDismiss:content:)"
// (developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)), the part that says "If item
// changes, the system dismisses the sheet and replaces it with a new one using the same process": a photo viewer
// at a medium detent whose "Next Photo" button changes the item.
// - A new item identity gives a new sheet, built with the new item: its onAppear runs, and its @State starts over
//   (the zoom is back to 1x), because the old sheet's hierarchy went away (Apple's page; rules §13.1, §1.4).
// - The old sheet's onDisappear and any onDismiss during the replacement are not printed: Apple does not say in
//   which order they come, nor whether onDismiss runs for a replacement.
// - The gallery body never reads the item (it only makes $shownPhoto), so it runs only at mount (rules §3.5).
// - presentationDetents and presentationDragIndicator only change the looks.
// - ObsREPL (obsrepl run while writing) differs: after "Next Photo" the sheet stays up with its old content (its
//   Text still "Beach", its button "Zoom 2x" in :tree) and no new onAppear runs, so `:tap "Zoom 1x"` fails with
//   'no visible button labelled "Zoom 1x"'. Apple's page says a changed item dismisses the sheet and replaces it
//   with one built from the new item; the expectation is kept.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct PhotoSheet: View {
    let photo: Photo
    let photos: [Photo]
    @Binding var shown: Photo?
    @State private var zoom = 1

    var body: some View {
        VStack {
            Text(photo.title)
                .font(.headline)
            Button("Zoom \(zoom)x") {
                zoom += 1
                print("\(photo.title) zoom \(zoom)x")
            }
            Button("Next Photo") {
                shown = photos[(photo.id + 1) % photos.count]
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .onAppear { print("PhotoSheet appeared, \(photo.title)") }
    }
}

struct GalleryView: View {
    let photos = [Photo(id: 0, title: "Beach"), Photo(id: 1, title: "Forest"), Photo(id: 2, title: "Desert")]
    @State private var shownPhoto: Photo?

    var body: some View {
        let _ = print("GalleryView body")
        List(photos) { photo in
            Button(photo.title) { shownPhoto = photo }
        }
        .sheet(item: $shownPhoto) { photo in
            PhotoSheet(photo: photo, photos: photos, shown: $shownPhoto)
        }
    }
}

:mount GalleryView()
// expect: GalleryView body
:tap "Beach"
// expect: PhotoSheet appeared, Beach
:tap "Zoom 1x"
// expect: Beach zoom 2x
:tap "Next Photo"
// expect: PhotoSheet appeared, Forest
:tap "Zoom 1x"
// expect: Forest zoom 2x
:tap "Zoom 2x"
// expect: Forest zoom 3x
:dismiss
:tap "Desert"
// expect: PhotoSheet appeared, Desert
