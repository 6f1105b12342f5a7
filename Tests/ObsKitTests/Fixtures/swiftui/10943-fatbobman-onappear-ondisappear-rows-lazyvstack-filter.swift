// Blog style (Fatbobman): onAppear/onDisappear of rows in a LazyVStack as a filter hides and shows them; few rows, so all are on screen (rules §11.1, §1.5, §1.2, §2.7)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        let _ = print("PhotoCell body \(photo.id)")
        Text(photo.caption)
            .onAppear { print("cell \(photo.id) appeared") }
            .onDisappear { print("cell \(photo.id) disappeared") }
    }
}

struct GalleryView: View {
    @State private var photos = (1...3).map { Photo(id: $0, caption: "Photo \($0)") }
    @State private var showEven = true

    var body: some View {
        let _ = print("GalleryView body")
        VStack {
            ScrollView {
                LazyVStack {
                    ForEach(photos.filter { showEven || $0.id % 2 == 1 }) { photo in
                        PhotoCell(photo: photo)
                    }
                }
            }
            .onAppear { print("gallery appeared") }
            Button("Odd only") { showEven = false }
            Button("All") { showEven = true }
        }
    }
}
:mount GalleryView()
// expect: GalleryView body
// expect: PhotoCell body 1
// expect: PhotoCell body 2
// expect: PhotoCell body 3
// expect: cell 1 appeared
// expect: cell 2 appeared
// expect: cell 3 appeared
// expect: gallery appeared
:tap "Odd only"
// expect: GalleryView body
// expect: cell 2 disappeared
:tap "All"
// expect: GalleryView body
// expect: PhotoCell body 2
// expect: cell 2 appeared
