// Swift book style (Type Casting): media library with is, as?, as! and downcasting in loops
class MediaItem {
    var name: String
    init(name: String) { self.name = name }
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
print(type(of: library))
var movieCount = 0
var songCount = 0
for item in library {
    if item is Movie { movieCount += 1 } else if item is Song { songCount += 1 }
}
print("Media library contains \(movieCount) movies and \(songCount) songs")
for item in library {
    if let movie = item as? Movie {
        print("Movie: \(movie.name), dir. \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.name), by \(song.artist)")
    }
}
let firstSong = library[1] as! Song
print(firstSong.artist)
let movies = library.compactMap { $0 as? Movie }
print(movies.map { $0.name })
let asBase: MediaItem = firstSong
print(asBase is Song, asBase is Movie, type(of: asBase) == Song.self)
print(String(describing: type(of: asBase)))
switch library[2] {
case let m as Movie where m.director.hasPrefix("Orson"):
    print("Welles film", m.name)
case is Song:
    print("song")
default:
    print("other")
}
// expect: Array<MediaItem>
// expect: Media library contains 2 movies and 3 songs
// expect: Movie: Casablanca, dir. Michael Curtiz
// expect: Song: Blue Suede Shoes, by Elvis Presley
// expect: Movie: Citizen Kane, dir. Orson Welles
// expect: Song: The One And Only, by Chesney Hawkes
// expect: Song: Never Gonna Give You Up, by Rick Astley
// expect: Elvis Presley
// expect: ["Casablanca", "Citizen Kane"]
// expect: true false true
// expect: Song
// expect: Welles film Citizen Kane
