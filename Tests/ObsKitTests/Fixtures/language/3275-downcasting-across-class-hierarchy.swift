// Compiler test style: downcasting with as?, as!, and is across a class hierarchy
class Media {
    let title: String
    init(title: String) { self.title = title }
}
class Movie: Media {
    let director: String
    init(title: String, director: String) {
        self.director = director
        super.init(title: title)
    }
}
class Song: Media {
    let artist: String
    init(title: String, artist: String) {
        self.artist = artist
        super.init(title: title)
    }
}

let library: [Media] = [
    Movie(title: "Casablanca", director: "Michael Curtiz"),
    Song(title: "Blue Suede Shoes", artist: "Elvis Presley"),
    Movie(title: "Citizen Kane", director: "Orson Welles"),
    Song(title: "The One And Only", artist: "Chesney Hawkes"),
    Media(title: "Generic"),
]

var movieCount = 0
var songCount = 0
for item in library {
    if item is Movie { movieCount += 1 }
    else if item is Song { songCount += 1 }
}
print("Media library contains \(movieCount) movies and \(songCount) songs")

for item in library {
    if let movie = item as? Movie {
        print("Movie: \(movie.title), dir. \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.title), by \(song.artist)")
    } else {
        print("Other: \(item.title)")
    }
}
let first = library[0] as! Movie
print(first.director)
let anyItems: [Any] = [library[1], 42, "str", library[4]]
for x in anyItems {
    switch x {
    case let s as Song: print("song \(s.artist)")
    case let m as Media: print("media \(m.title)")
    case let i as Int: print("int \(i)")
    default: print("other")
    }
}
// expect: Media library contains 2 movies and 2 songs
// expect: Movie: Casablanca, dir. Michael Curtiz
// expect: Song: Blue Suede Shoes, by Elvis Presley
// expect: Movie: Citizen Kane, dir. Orson Welles
// expect: Song: The One And Only, by Chesney Hawkes
// expect: Other: Generic
// expect: Michael Curtiz
// expect: song Elvis Presley
// expect: int 42
// expect: other
// expect: media Generic
