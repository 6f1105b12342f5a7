// Swift with Majid-style "single source of truth": one @Observable photo library in the environment, read by the
// grid and by a pushed detail that changes it, so the grid is up to date when the user comes back
// What SwiftUI does: the detail reads the library's `photos` in its body, so "Favorite" re-runs it as
// `@dependencies` (rules §8.3, §12.1). Only a stack's top is on screen: a push makes the grid disappear and a pop
// brings it back, running its `onAppear` again (rules §11.1, §14.3); that callback reads the library as it is then,
// with the favorite already counted, since both screens share one object (rules §14.2). The file prints nothing from
// the covered grid's body: when a covered view's body runs is not what it shows. The stack is bound to a `@State`
// array the root never reads (rules §3.5).
// Sources: rules §3.5, §8.3, §11.1, §12.1, §14.2, §14.3; Apple "Managing model data in your app"
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
    var isFavorite = false
}

@MainActor
@Observable
final class PhotoLibrary {
    var photos = [Photo(id: 1, title: "Sunset"), Photo(id: 2, title: "Harbor")]

    init() {
        print("PhotoLibrary init")
    }

    var favoriteCount: Int {
        photos.filter(\.isFavorite).count
    }

    func photo(_ id: Int) -> Photo? {
        photos.first { $0.id == id }
    }

    func toggleFavorite(_ id: Int) {
        guard let index = photos.firstIndex(where: { $0.id == id }) else { return }
        photos[index].isFavorite.toggle()
    }
}

struct PhotoDetailScreen: View {
    let photoID: Int
    @Environment(PhotoLibrary.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        let photo = library.photo(photoID)
        let _ = print("PhotoDetailScreen body: \(photo?.title ?? "?") \(photo?.isFavorite == true ? "★" : "☆")")
        VStack {
            Text(photo?.title ?? "")
            Button("Favorite") { library.toggleFavorite(photoID) }
        }
    }
}

struct PhotoGridScreen: View {
    @Environment(PhotoLibrary.self) private var library
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(library.photos) { photo in
                NavigationLink(photo.title, value: photo.id)
            }
            .navigationDestination(for: Int.self) { id in
                PhotoDetailScreen(photoID: id)
            }
            .onAppear {
                print("PhotoGrid appeared: \(library.favoriteCount) favorites")
            }
        }
    }
}

struct PhotosRoot: View {
    @State private var library = PhotoLibrary()

    var body: some View {
        PhotoGridScreen()
            .environment(library)
    }
}

:mount PhotosRoot()
// expect: PhotoLibrary init
// expect: PhotoGrid appeared: 0 favorites
:tap "Sunset"
// expect: PhotoDetailScreen: @self, @identity, _library changed.
// expect: PhotoDetailScreen body: Sunset ☆
:tap "Favorite"
// expect: PhotoDetailScreen: @dependencies changed.
// expect: PhotoDetailScreen body: Sunset ★
:back
// expect: PhotoGrid appeared: 1 favorites
:tap "Harbor"
// expect: PhotoDetailScreen: @self, @identity, _library changed.
// expect: PhotoDetailScreen body: Harbor ☆
