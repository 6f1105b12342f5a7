// is, as?, as! and switch on types
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
class Song: Media {}

let library: [Media] = [Movie(title: "Jaws", director: "Spielberg"), Song(title: "Blue"), Movie(title: "Up", director: "Docter")]
var movies = 0
for item in library {
    if item is Movie { movies += 1 }
    if let m = item as? Movie {
        print("movie \(m.title) by \(m.director)")
    } else if let s = item as? Song {
        print("song \(s.title)")
    }
}
print(movies)
let first = library[0] as! Movie
print(first.director)

let things: [Any] = [1, "two", 3.0, true, [4]]
for t in things {
    switch t {
    case let i as Int: print("int", i)
    case let s as String: print("string", s)
    case let d as Double: print("double", d)
    case is Bool: print("a bool")
    default: print("something else")
    }
}

// expect: movie Jaws by Spielberg
// expect: song Blue
// expect: movie Up by Docter
// expect: 2
// expect: Spielberg
// expect: int 1
// expect: string two
// expect: double 3.0
// expect: a bool
// expect: something else
