// Sarunw style: each row loads its thumbnail in `.task`; deleting the row cancels its task
// What SwiftUI does: `.task` starts when its view appears and is cancelled when it disappears (Apple
// `view/task(priority:_:)`, rules §11.3); a row deleted through onDelete dies with its id (rules §1.2, §1.4, §15.2),
// so its sleeping task is cancelled and `Task.sleep` throws. The action and the update come first; the task's catch
// runs after, as tasks run after the update (rules §10.1, ObsREPL's choice; the corpus's assumption 13: in the turn
// of the cancellation). The other rows' tasks finish on the virtual clock, each when its sleep ends.
// Sources: rules §1.4, §10.1, §11.3, §15.2; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let name: String
    let loadSeconds: Int
}

struct PhotoRow: View {
    let photo: Photo
    @State private var isLoaded = false

    var body: some View {
        Text(isLoaded ? "\(photo.name) (loaded)" : photo.name)
            .task {
                do {
                    try await Task.sleep(for: .seconds(photo.loadSeconds))
                    isLoaded = true
                    print("loaded \(photo.name)")
                } catch {
                    print("task of \(photo.name) cancelled")
                }
            }
    }
}

struct GalleryView: View {
    @State private var photos = [
        Photo(id: 1, name: "Beach", loadSeconds: 5),
        Photo(id: 2, name: "Forest", loadSeconds: 10),
        Photo(id: 3, name: "Desert", loadSeconds: 15),
    ]

    var body: some View {
        let _ = print("GalleryView body: \(photos.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(photos) { photo in
                    PhotoRow(photo: photo)
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    photos.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Gallery")
        }
    }
}

:mount GalleryView()
// expect: GalleryView body: Beach, Forest, Desert
:delete "Forest"
// expect: onDelete [1]
// expect: GalleryView body: Beach, Desert
// expect: task of Forest cancelled
:advance 20s
// expect: loaded Beach
// expect: loaded Desert
