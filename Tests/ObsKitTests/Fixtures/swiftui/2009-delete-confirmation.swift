// Issue 13 (A), deleting with a confirmation: a swipe asks before deleting (the offsets are kept in @State),
// then a confirmationDialog with a destructive button; "Cancel" is the dialog's own dismiss action.
// Expected: the first swipe only asks; Cancel keeps the row; the second swipe and "Delete" remove it.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotosView: View {
    @State private var photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Mountains")]
    @State private var pendingDelete: IndexSet?
    @State private var confirming = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(photos) { photo in
                    Text(photo.caption)
                }
                .onDelete { offsets in
                    pendingDelete = offsets
                    confirming = true
                    print("asking about", offsets.map { photos[$0].caption })
                }
            }
            .navigationTitle("Photos")
            .confirmationDialog("Delete this photo?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {
                    if let offsets = pendingDelete {
                        photos.remove(atOffsets: offsets)
                    }
                    pendingDelete = nil
                    print("left:", photos.map(\.caption))
                }
            }
        }
    }
}

:mount PhotosView()
:delete "Beach"
:tap "Cancel"
:delete "Mountains"
:tap "Delete"

// expect: asking about ["Beach"]
// expect: asking about ["Mountains"]
// expect: left: ["Beach"]
