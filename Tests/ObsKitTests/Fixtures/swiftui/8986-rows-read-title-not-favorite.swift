// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (rows that read only a photo's caption don't update when its isFavorite changes; the favorites counter reads a computed property over the array and each isFavorite, so it does)
import SwiftUI
import Observation

@Observable
final class Photo: Identifiable {
    var caption: String
    var isFavorite = false
    init(caption: String) { self.caption = caption }
}

@Observable
final class Album {
    var photos = [Photo(caption: "Beach"), Photo(caption: "Hike"), Photo(caption: "Snow")]
    var favoriteCount: Int { photos.filter(\.isFavorite).count }
}

struct CaptionRow: View {
    var photo: Photo

    var body: some View {
        let _ = print("row \(photo.caption)")
        Text(photo.caption)
    }
}

struct FavoritesCounter: View {
    @Environment(Album.self) private var album

    var body: some View {
        let _ = print("favorites \(album.favoriteCount)")
        Text("\(album.favoriteCount) favorites")
    }
}

struct AlbumView: View {
    @Environment(Album.self) private var album

    var body: some View {
        VStack {
            FavoritesCounter()
            ForEach(album.photos) { photo in
                CaptionRow(photo: photo)
            }
            Button("Favorite Hike") { album.photos[1].isFavorite = true }
            Button("Favorite Snow") { album.photos[2].isFavorite = true }
        }
    }
}

struct AlbumRoot: View {
    @State private var album = Album()

    var body: some View {
        AlbumView().environment(album)
    }
}

:mount AlbumRoot()
:tap "Favorite Hike"
:tap "Favorite Snow"
// expect: favorites 0
// expect: row Beach
// expect: row Hike
// expect: row Snow
// expect: favorites 1
// expect: favorites 2
