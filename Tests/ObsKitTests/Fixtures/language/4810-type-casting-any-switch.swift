// Swift book style: type casting
// Checks: is / as? / as! with a class hierarchy, counting by type, Any arrays with
// mixed values, switch on types with patterns (as Int where, tuples, closures, optionals
// stored in Any), AnyObject arrays.

class MediaItem {
    var name: String
    init(name: String) { self.name = name }
}
final class Movie: MediaItem {
    var director: String
    init(name: String, director: String) {
        self.director = director
        super.init(name: name)
    }
}
final class Song: MediaItem {
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
    Song(name: "Never Gonna Give You Up", artist: "Rick Astley"),
]
print(type(of: library))

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

let firstMovie = library[0] as! Movie
print("forced: \(firstMovie.director)")

var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Movie(name: "Ghostbusters", director: "Ivan Reitman"))
things.append({ (name: String) -> String in "Hello, \(name)" })
let optionalNumber: Int? = 3
things.append(optionalNumber as Any)
things.append([1, 2, 3])

for thing in things {
    switch thing {
    case 0 as Int:
        print("zero as an Int")
    case 0 as Double:
        print("zero as a Double")
    case let someInt as Int:
        print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0:
        print("a positive double value of \(someDouble)")
    case is Double:
        print("some other double value that I don't want to print")
    case let someString as String:
        print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double):
        print("an (x, y) point at \(x), \(y)")
    case let movie as Movie:
        print("a movie called \(movie.name), dir. \(movie.director)")
    case let stringConverter as (String) -> String:
        print(stringConverter("Michael"))
    case let maybe as Int?:
        print("an optional Int: \(maybe ?? -1)")
    case let ints as [Int]:
        print("an array of \(ints.count) ints")
    default:
        print("something else")
    }
}

let objects: [AnyObject] = [
    Movie(name: "2001", director: "Stanley Kubrick"),
    Song(name: "Space Oddity", artist: "David Bowie"),
]
for object in objects {
    if let item = object as? MediaItem {
        print("AnyObject holds media item \(item.name)")
    }
}
let movies = objects.compactMap { $0 as? Movie }
print("movies among objects: \(movies.count)")

// Casting arrays and up-casting
let mediaAsAny: [Any] = library
if let allMedia = mediaAsAny as? [MediaItem] {
    print("cast to [MediaItem]: \(allMedia.count)")
}
if let onlyMovies = mediaAsAny as? [Movie] {
    print("all movies \(onlyMovies.count)")
} else {
    print("not all are movies")
}
let upcast: MediaItem = firstMovie as MediaItem
print(upcast is Movie, upcast is Song)
let n: Any = 7
print((n as? String) ?? "not a string", (n as? Int).map { $0 + 1 } ?? 0)

// expect: Array<MediaItem>
// expect: Media library contains 2 movies and 3 songs
// expect: Movie: Casablanca, dir. Michael Curtiz
// expect: Song: Blue Suede Shoes, by Elvis Presley
// expect: Movie: Citizen Kane, dir. Orson Welles
// expect: Song: The One And Only, by Chesney Hawkes
// expect: Song: Never Gonna Give You Up, by Rick Astley
// expect: forced: Michael Curtiz
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a movie called Ghostbusters, dir. Ivan Reitman
// expect: Hello, Michael
// expect: an integer value of 3
// expect: an array of 3 ints
// expect: AnyObject holds media item 2001
// expect: AnyObject holds media item Space Oddity
// expect: movies among objects: 1
// expect: cast to [MediaItem]: 5
// expect: not all are movies
// expect: true false
// expect: not a string 8
