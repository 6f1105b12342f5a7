// architecture style: a child view model per row, owned by the row with `@StateObject` made in the row's init from the row's item: one model per row id, kept across the list's re-renders (a new row value's closure is ignored), released when the row is deleted; the capturing closure makes every row value differ, so each row's body runs at each list render (rules §4.1, §4.3, §2.5, §1.2, §1.4)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var caption: String
}

final class PhotoRowModel: ObservableObject {
    let photoID: Int
    @Published var liked = false

    init(photoID: Int) {
        self.photoID = photoID
        print("PhotoRowModel init \(photoID)")
    }
    deinit { print("PhotoRowModel deinit \(photoID)") }
}

struct PhotoRow: View {
    let photo: Photo
    @StateObject private var model: PhotoRowModel

    init(photo: Photo) {
        self.photo = photo
        _model = StateObject(wrappedValue: PhotoRowModel(photoID: photo.id))
    }

    var body: some View {
        let _ = print("PhotoRow body: \(photo.caption) liked=\(model.liked)")
        Button("\(model.liked ? "Unlike" : "Like") \(photo.caption)") { model.liked.toggle() }
    }
}

struct Gallery: View {
    @State private var photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Hill")]
    @State private var title = "Gallery"

    var body: some View {
        let _ = print("Gallery body: \(title)")
        VStack {
            Text(title)
            ForEach(photos) { photo in
                PhotoRow(photo: photo)
            }
            Button("Rename title") { title = "My Gallery" }
            Button("Delete Beach") { photos.removeAll { $0.id == 1 } }
        }
    }
}

:mount Gallery()
// expect: Gallery body: Gallery
// expect: PhotoRowModel init 1
// expect: PhotoRow body: Beach liked=false
// expect: PhotoRowModel init 2
// expect: PhotoRow body: Hill liked=false
:tap "Like Beach"
// expect: PhotoRow body: Beach liked=true
:tap "Rename title"
// expect: Gallery body: My Gallery
// expect: PhotoRow body: Beach liked=true
// expect: PhotoRow body: Hill liked=false
:tap "Delete Beach"
// expect: Gallery body: My Gallery
// expect: PhotoRowModel deinit 1
// expect: PhotoRow body: Hill liked=false
