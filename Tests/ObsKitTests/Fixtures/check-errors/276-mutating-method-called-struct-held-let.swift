// Check error: a mutating method called on a struct held in a let
struct Playlist {
    var songs: [String] = []

    mutating func add(_ song: String) {
        songs.append(song)
    }
}

let roadTrip = Playlist()
roadTrip.add("Highway Star")
print(roadTrip.songs.count)
// expect-error: cannot use mutating member on immutable value: 'roadTrip' is a 'let' constant
