// The Swift Programming Language style (Type Casting): a media library class hierarchy checked with is, downcast with as? and as!, and a mixed Any array matched in a switch
class MediaItem {
    var name: String
    init(name: String) { self.name = name }
}
class Film: MediaItem {
    var director: String
    init(name: String, director: String) { self.director = director; super.init(name: name) }
}
class Track: MediaItem {
    var artist: String
    init(name: String, artist: String) { self.artist = artist; super.init(name: name) }
}

let shelf = [
    Film(name: "Tide Lines", director: "A. Holm"),
    Track(name: "Low Sun", artist: "Pale Fox"),
    Track(name: "Hum", artist: "Neon Gulls"),
    Film(name: "Paper Moon Bay", director: "R. Ito"),
    Track(name: "Drift", artist: "Pale Fox"),
]
print(type(of: shelf))

var films = 0, tracks = 0
for item in shelf {
    if item is Film { films += 1 } else if item is Track { tracks += 1 }
}
print("\(films) films, \(tracks) tracks")

for item in shelf {
    if let f = item as? Film {
        print("Film: \(f.name), dir. \(f.director)")
    } else if let t = item as? Track {
        print("Track: \(t.name) by \(t.artist)")
    }
}
let firstFilm = shelf[0] as! Film
print(firstFilm.director)

var bag: [Any] = []
bag.append(0)
bag.append(0.0)
bag.append(42)
bag.append(3.5)
bag.append("hey")
bag.append((2.0, 5.0))
bag.append(Film(name: "Ghost Pier", director: "L. Moss"))
bag.append({ (n: String) -> String in "hi \(n)" })
bag.append(Optional<Int>.none as Any)

for thing in bag {
    switch thing {
    case 0 as Int: print("zero as Int")
    case 0 as Double: print("zero as Double")
    case let i as Int: print("an int \(i)")
    case let d as Double where d > 0: print("positive double \(d)")
    case is Double: print("some other double")
    case let s as String: print("string \"\(s)\"")
    case let (x, y) as (Double, Double): print("point \(x), \(y)")
    case let f as Film: print("film \(f.name)")
    case let greet as (String) -> String: print(greet("Mo"))
    default: print("something else")
    }
}

// expect: Array<MediaItem>
// expect: 2 films, 3 tracks
// expect: Film: Tide Lines, dir. A. Holm
// expect: Track: Low Sun by Pale Fox
// expect: Track: Hum by Neon Gulls
// expect: Film: Paper Moon Bay, dir. R. Ito
// expect: Track: Drift by Pale Fox
// expect: A. Holm
// expect: zero as Int
// expect: zero as Double
// expect: an int 42
// expect: positive double 3.5
// expect: string "hey"
// expect: point 2.0, 5.0
// expect: film Ghost Pier
// expect: hi Mo
// expect: something else
