// Apple documentation style ("confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)"): a photo list whose dialog presents the tapped photo; the presented data is read in the body (setting it re-runs the list, setting it to an equal value does not), the dialog gets a standard Cancel, and its actions change the list (rules §15.11, §13.2, §8.7, §3.4)
import SwiftUI

struct Photo: Identifiable, Equatable {
    let id: Int
    let title: String
}

struct PhotoList: View {
    @State private var photos = [Photo(id: 1, title: "Beach"), Photo(id: 2, title: "Forest")]
    @State private var selected: Photo?
    @State private var showOptions = false

    var body: some View {
        let _ = print("PhotoList body: \(photos.count) photos")
        List(photos) { photo in
            Button(photo.title) {
                selected = photo
                showOptions = true
            }
        }
        .confirmationDialog("Photo options", isPresented: $showOptions, titleVisibility: .visible, presenting: selected) { photo in
            Button("Duplicate \(photo.title)") {
                photos.append(Photo(id: photos.count + 1, title: photo.title + " copy"))
                print("duplicated \(photo.title)")
            }
            Button("Delete \(photo.title)", role: .destructive) {
                photos.removeAll { $0.id == photo.id }
                print("deleted \(photo.title)")
            }
        }
    }
}

:mount PhotoList()
// expect: PhotoList body: 2 photos
:tap "Beach"
// expect: PhotoList body: 2 photos
:tap "Duplicate Beach"
// expect: duplicated Beach
// expect: PhotoList body: 3 photos
:tap "Forest"
// expect: PhotoList body: 3 photos
:tap "Cancel"
:tap "Forest"
:tap "Delete Forest"
// expect: deleted Forest
// expect: PhotoList body: 2 photos
