// Swift book style (Type Casting): is and as? over a class hierarchy, downcasting in loops, and switching on an [Any] array with cast patterns
class Media { let title: String; init(title: String) { self.title = title } }
class Film: Media {
    let director: String
    init(title: String, director: String) { self.director = director; super.init(title: title) }
}
class Track: Media {
    let artist: String
    init(title: String, artist: String) { self.artist = artist; super.init(title: title) }
}
let library = [
    Film(title: "Dune", director: "Villeneuve"),
    Track(title: "Roygbiv", artist: "BoC"),
    Film(title: "Alien", director: "Scott"),
    Track(title: "Windowlicker", artist: "AFX"),
    Track(title: "Xtal", artist: "AFX"),
]
print(type(of: library))
var films = 0, tracks = 0
for m in library {
    if m is Film { films += 1 } else if m is Track { tracks += 1 }
}
print(films, tracks)
for m in library {
    if let f = m as? Film { print("film \(f.title) by \(f.director)") }
    else if let t = m as? Track { print("track \(t.title) by \(t.artist)") }
}

var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14)
things.append("hi")
things.append((3.0, 5.0))
things.append(Film(title: "Heat", director: "Mann"))
things.append({ (s: String) -> String in "closure got \(s)" })
things.append(Optional<Int>.none as Any)
for thing in things {
    switch thing {
    case 0 as Int: print("zero Int")
    case 0 as Double: print("zero Double")
    case let i as Int: print("Int \(i)")
    case let d as Double where d > 0: print("positive Double \(d)")
    case is Double: print("other Double")
    case let s as String: print("String \"\(s)\"")
    case let (x, y) as (Double, Double): print("point \(x),\(y)")
    case let f as Film: print("a film named \(f.title)")
    case let fn as (String) -> String: print(fn("Ro"))
    default: print("something else")
    }
}
let objects: [AnyObject] = [Film(title: "Up", director: "Docter"), Track(title: "Ok", artist: "X")]
for o in objects { print((o as? Media)?.title ?? "?", o is Film) }
let mixed: [Any] = [1, "two", 3]
print(mixed.compactMap { $0 as? Int }, mixed.count)

// expect: Array<Media>
// expect: 2 3
// expect: film Dune by Villeneuve
// expect: track Roygbiv by BoC
// expect: film Alien by Scott
// expect: track Windowlicker by AFX
// expect: track Xtal by AFX
// expect: zero Int
// expect: zero Double
// expect: Int 42
// expect: positive Double 3.14
// expect: String "hi"
// expect: point 3.0,5.0
// expect: a film named Heat
// expect: closure got Ro
// expect: something else
// expect: Up true
// expect: Ok false
// expect: [1, 3] 3
