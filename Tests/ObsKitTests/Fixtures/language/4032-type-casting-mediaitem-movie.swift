// Swift book style: Type Casting: MediaItem/Movie/Song library with is, as? and as!
class MediaItem {
    var name: String
    init(name: String) {
        self.name = name
    }
}

class Movie: MediaItem {
    var director: String
    init(name: String, director: String) {
        self.director = director
        super.init(name: name)
    }
}

class Song: MediaItem {
    var artist: String
    init(name: String, artist: String) {
        self.artist = artist
        super.init(name: name)
    }
}

let library = [
    Movie(name: "Casablanca", director: "Michael Curtiz"),
    Song(name: "Blue Suede Shoes", artist: "Elvis Presley"),
    Movie(name: "Citizen Kane", director: "Orson Welles"),
    Song(name: "The One And Only", artist: "Chesney Hawkes"),
    Song(name: "Never Gonna Give You Up", artist: "Rick Astley")
]

var movieCount = 0
var songCount = 0
for item in library {
    if item is Movie {
        movieCount += 1
    } else if item is Song {
        songCount += 1
    }
}
print("Media library contains \(movieCount) movies and \(songCount) songs")

for item in library {
    if let movie = item as? Movie {
        print("Movie: \(movie.name), dir. \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.name), by \(song.artist)")
    }
}

let first = library[0] as! Movie
print("Forced downcast director: \(first.director)")

let songs = library.compactMap { $0 as? Song }
print("Artists: \(songs.map { $0.artist }.joined(separator: ", "))")

let items: [MediaItem] = library
print("Is MediaItem: \(items.allSatisfy { $0 is MediaItem })")
print("Type of second: \(type(of: items[1]))")
let maybeMovie = items[1] as? Movie
print("Second as movie: \(maybeMovie?.name ?? "not a movie")")
// expect: Media library contains 2 movies and 3 songs
// expect: Movie: Casablanca, dir. Michael Curtiz
// expect: Song: Blue Suede Shoes, by Elvis Presley
// expect: Movie: Citizen Kane, dir. Orson Welles
// expect: Song: The One And Only, by Chesney Hawkes
// expect: Song: Never Gonna Give You Up, by Rick Astley
// expect: Forced downcast director: Michael Curtiz
// expect: Artists: Elvis Presley, Chesney Hawkes, Rick Astley
// expect: Is MediaItem: true
// expect: Type of second: Song
// expect: Second as movie: not a movie
