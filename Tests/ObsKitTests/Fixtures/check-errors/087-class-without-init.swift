// Mistake: a class has non-optional stored properties without default values and no initializer.
// Expected message: swiftc 6.3.1 -typecheck on this machine
class Playlist {
    var name: String
    var songs: [String]
    var isPublic = false

    func add(_ song: String) {
        songs.append(song)
    }

    func describe() -> String {
        let visibility = isPublic ? "public" : "private"
        return "\(name) (\(visibility)): \(songs.count) songs"
    }
}

class PlaylistLibrary {
    var playlists: [Playlist] = []

    func playlist(named name: String) -> Playlist? {
        playlists.first { $0.name == name }
    }
}

let library = PlaylistLibrary()
let roadTrip = Playlist()
roadTrip.name = "Road Trip"
roadTrip.add("Highway Song")
library.playlists.append(roadTrip)
print(roadTrip.describe())
// expect-error: class 'Playlist' has no initializers
