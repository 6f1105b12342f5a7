// Swift book style (Type Casting): is, as?, as! and casting in Any arrays
class Media {
    let title: String
    init(title: String) { self.title = title }
}
class Film: Media {
    let director: String
    init(title: String, director: String) { self.director = director; super.init(title: title) }
}
class Track: Media {
    let artist: String
    init(title: String, artist: String) { self.artist = artist; super.init(title: title) }
}
let library = [
    Film(title: "Metropolis", director: "Lang"),
    Track(title: "Blue Train", artist: "Coltrane"),
    Film(title: "Ran", director: "Kurosawa"),
    Track(title: "Jolene", artist: "Parton"),
    Track(title: "Hurt", artist: "Cash"),
]
print(type(of: library))
var films = 0, tracks = 0
for item in library {
    if item is Film { films += 1 } else if item is Track { tracks += 1 }
}
print("\(films) films, \(tracks) tracks")
for item in library {
    if let f = item as? Film {
        print("Film: \(f.title), dir. \(f.director)")
    } else if let t = item as? Track {
        print("Track: \(t.title) by \(t.artist)")
    }
}
let firstFilm = library[0] as! Film
print(firstFilm.director)

var things: [Any] = [0, 0.0, 42, 3.5, "hi", (2.0, 5.0), Film(title: "Up", director: "Docter"), { (n: String) in "hey \(n)" }]
things.append(Optional<Int>.none as Any)
for thing in things {
    switch thing {
    case 0 as Int: print("zero as Int")
    case 0 as Double: print("zero as Double")
    case let i as Int: print("an Int \(i)")
    case let d as Double where d > 0: print("a positive Double \(d)")
    case let s as String: print("a String \"\(s)\"")
    case let (x, y) as (Double, Double): print("a point \(x), \(y)")
    case let m as Media: print("media titled \(m.title)")
    case let fn as (String) -> String: print(fn("Kim"))
    default: print("something else")
    }
}

// expect: Array<Media>
// expect: 2 films, 3 tracks
// expect: Film: Metropolis, dir. Lang
// expect: Track: Blue Train by Coltrane
// expect: Film: Ran, dir. Kurosawa
// expect: Track: Jolene by Parton
// expect: Track: Hurt by Cash
// expect: Lang
// expect: zero as Int
// expect: zero as Double
// expect: an Int 42
// expect: a positive Double 3.5
// expect: a String "hi"
// expect: a point 2.0, 5.0
// expect: media titled Up
// expect: hey Kim
// expect: something else
