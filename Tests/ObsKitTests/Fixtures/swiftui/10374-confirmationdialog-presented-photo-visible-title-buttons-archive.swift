// cookbook style: a confirmationDialog with a presented photo and a visible title; its buttons archive or delete that photo, and the standard Cancel closes it without running the body (the flag is not read; the presented value is) (rules §15.11, §13.2, §8.7)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct AlbumScreen: View {
    @State private var photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Hills")]
    @State private var archived: [String] = []
    @State private var target: Photo?
    @State private var showOptions = false

    var body: some View {
        let _ = print("AlbumScreen body: \(photos.map(\.caption)) archived \(archived) target \(target?.caption ?? "-")")
        VStack {
            ForEach(photos) { photo in
                Button("Options for \(photo.caption)") {
                    target = photo
                    showOptions = true
                }
            }
        }
        .confirmationDialog("Photo options", isPresented: $showOptions, titleVisibility: .visible, presenting: target) { photo in
            Button("Archive \(photo.caption)") {
                archived.append(photo.caption)
                photos.removeAll { $0.id == photo.id }
            }
            Button("Delete \(photo.caption)", role: .destructive) {
                photos.removeAll { $0.id == photo.id }
            }
        }
    }
}

:mount AlbumScreen()
// expect: AlbumScreen body: ["Beach", "Hills"] archived [] target -
:tap "Options for Beach"
// expect: AlbumScreen body: ["Beach", "Hills"] archived [] target Beach
:tap "Archive Beach"
// expect: AlbumScreen body: ["Hills"] archived ["Beach"] target Beach
:tap "Options for Hills"
// expect: AlbumScreen body: ["Hills"] archived ["Beach"] target Hills
:tap "Cancel"
:tap "Options for Hills"
:tap "Delete Hills"
// expect: AlbumScreen body: [] archived ["Beach"] target Hills
