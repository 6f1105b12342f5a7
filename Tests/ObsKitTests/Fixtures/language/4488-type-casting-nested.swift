// Swift book style: Type Casting + Nested Types - is/as?/as!, Any arrays, switch casting, nested enums in structs
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
let first = library[0] as! Movie
print(first.director)

var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Movie(name: "Ghostbusters", director: "Ivan Reitman"))
things.append({ (name: String) -> String in "Hello, \(name)" })
things.append(Optional<Int>.none as Any)
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
    default:
        print("something else")
    }
}

struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: self.rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue),"
        output += " value is \(rank.values.first)"
        if let second = rank.values.second { output += " or \(second)" }
        return output
    }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
print(BlackjackCard(rank: .queen, suit: .hearts).description)
print(BlackjackCard(rank: .seven, suit: .clubs).description)
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
let v: BlackjackCard.Rank.Values = BlackjackCard.Rank.five.values
print(v.first, v.second as Any)

let mixed: [Any] = [1, "two", 3.0, [4], ["five": 5], true]
let ints = mixed.compactMap { $0 as? Int }
let strs = mixed.compactMap { $0 as? String }
print(ints, strs, mixed.filter { $0 is [Int] }.count, (mixed[4] as? [String: Int])?["five"] ?? 0)
let anyObjs: [AnyObject] = [Movie(name: "A", director: "B"), Song(name: "C", artist: "D")]
print(anyObjs.compactMap { ($0 as? MediaItem)?.name })
let maybe: Any = Optional<String>.some("wrapped")
if let s = maybe as? String { print("unwrapped \(s)") }
print(type(of: library[1]) == Song.self, library[1] is MediaItem)

// expect: Media library contains 2 movies and 3 songs
// expect: Movie: Casablanca, dir. Michael Curtiz
// expect: Song: Blue Suede Shoes, by Elvis Presley
// expect: Movie: Citizen Kane, dir. Orson Welles
// expect: Song: The One And Only, by Chesney Hawkes
// expect: Song: Never Gonna Give You Up, by Rick Astley
// expect: Michael Curtiz
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a movie called Ghostbusters, dir. Ivan Reitman
// expect: Hello, Michael
// expect: something else
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10
// expect: suit is ♣, value is 7
// expect: ♡
// expect: 5 nil
// expect: [1] ["two"] 1 5
// expect: ["A", "C"]
// expect: unwrapped wrapped
// expect: true true
