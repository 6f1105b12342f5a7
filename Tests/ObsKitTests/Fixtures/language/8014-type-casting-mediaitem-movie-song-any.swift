// Swift book style (Type Casting): MediaItem, Movie, Song, is, as?, as!, Any and AnyObject
class MediaItem {
    var name: String
    init(name: String) { self.name = name }
}
class Movie: MediaItem {
    var director: String
    init(name: String, director: String) { self.director = director; super.init(name: name) }
}
class Song: MediaItem {
    var artist: String
    init(name: String, artist: String) { self.artist = artist; super.init(name: name) }
}
let library = [
    Movie(name: "Night Sky", director: "R. Vance"),
    Song(name: "Blue Run", artist: "The Pebbles"),
    Movie(name: "Harbor", director: "M. Ito"),
    Song(name: "Paper Kite", artist: "Lumen"),
    Song(name: "Low Tide", artist: "Kettle"),
]
print(type(of: library))
var movieCount = 0, songCount = 0
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
let firstMovie = library[0] as! Movie
print(firstMovie.director)
var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Movie(name: "Ghost", director: "Ana"))
things.append({ (name: String) -> String in "Hi, \(name)" })
for thing in things {
    switch thing {
    case 0 as Int: print("zero as an Int")
    case 0 as Double: print("zero as a Double")
    case let i as Int: print("an integer value of \(i)")
    case let d as Double where d > 0: print("a positive double value of \(d)")
    case let s as String: print("a string value of \"\(s)\"")
    case let (x, y) as (Double, Double): print("an (x, y) point at \(x), \(y)")
    case let m as Movie: print("a movie called \(m.name), dir. \(m.director)")
    case let f as (String) -> String: print(f("Mika"))
    default: print("something else")
    }
}
let objs: [AnyObject] = [Movie(name: "A", director: "B"), Song(name: "C", artist: "D")]
print(objs.compactMap { ($0 as? MediaItem)?.name })
let opt: Int? = 5
let anyOpt: Any = opt as Any
print(anyOpt)
// expect: Array<MediaItem>
// expect: Media library contains 2 movies and 3 songs
// expect: Movie: Night Sky, dir. R. Vance
// expect: Song: Blue Run, by The Pebbles
// expect: Movie: Harbor, dir. M. Ito
// expect: Song: Paper Kite, by Lumen
// expect: Song: Low Tide, by Kettle
// expect: R. Vance
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a movie called Ghost, dir. Ana
// expect: Hi, Mika
// expect: ["A", "C"]
// expect: Optional(5)
