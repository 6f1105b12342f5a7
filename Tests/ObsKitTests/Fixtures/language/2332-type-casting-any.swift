// Swift book style: Type Casting: class hierarchies, is/as?, Any and AnyObject with switch
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
    if item is Movie { movieCount += 1 } else if item is Song { songCount += 1 }
}
print("Media library contains \(movieCount) movies and \(songCount) songs")
for item in library.prefix(2) {
    if let movie = item as? Movie {
        print("Movie: \(movie.name), dir. \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.name), by \(song.artist)")
    }
}

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
things.append([1, 2])

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
    case let list as [Int]:
        print("an int array summing to \(list.reduce(0, +))")
    default:
        print("something else: \(thing)")
    }
}
let objects: [AnyObject] = [Movie(name: "Alien", director: "Ridley Scott"), Song(name: "Heroes", artist: "Bowie")]
print(objects.compactMap { ($0 as? MediaItem)?.name }, objects.filter { $0 is Song }.count)
let downcast = library as [MediaItem]
print((downcast.first as? Song)?.artist ?? "first is not a song", downcast.compactMap { $0 as? Song }.map(\.artist))

// expect: Array<MediaItem>
// expect: Media library contains 2 movies and 3 songs
// expect: Movie: Casablanca, dir. Michael Curtiz
// expect: Song: Blue Suede Shoes, by Elvis Presley
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a movie called Ghostbusters, dir. Ivan Reitman
// expect: Hello, Michael
// expect: an integer value of 3
// expect: an int array summing to 3
// expect: ["Alien", "Heroes"] 1
// expect: first is not a song ["Elvis Presley", "Chesney Hawkes", "Rick Astley"]
