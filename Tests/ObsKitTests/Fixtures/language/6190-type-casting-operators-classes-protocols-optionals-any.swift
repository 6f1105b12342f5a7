// Language Reference style (expressions): type-casting operators is, as, as? and as! with classes, protocols, optionals and Any
class Media { var title: String; init(_ t: String) { title = t } }
class Movie: Media { var minutes = 90 }
class Song: Media { var artist = "anon" }
let library: [Media] = [Movie("Up"), Song("Hey"), Movie("Jaws"), Media("Plain")]

var movies = 0, songs = 0
for item in library {
    if item is Movie { movies += 1 } else if item is Song { songs += 1 }
}
print(movies, songs)
for item in library {
    if let m = item as? Movie { print("movie", m.title, m.minutes) }
    else if let s = item as? Song { print("song", s.title, s.artist) }
    else { print("media", item.title) }
}
let forced = library[2] as! Movie
print(forced.minutes)
let up = Movie("Up2") as Media
print(type(of: up), up.title)

let things: [Any] = [1, 2.5, "s", (1, "t"), [1, 2], Optional<Int>.none as Any, { (x: Int) in x }]
for thing in things {
    switch thing {
    case let i as Int: print("int", i)
    case let d as Double: print("double", d)
    case is String: print("string")
    case let (n, s) as (Int, String): print("tuple", n, s)
    case let arr as [Int]: print("array", arr.count)
    case let f as (Int) -> Int: print("fn", f(3))
    default: print("other", thing)
    }
}
let n: Any = 42
print(n is Int, n is String, (n as? Int).map { $0 + 1 } as Any)
let lit = 3 as Double
print(lit, 7 as Int8, [1, 2] as [Double])
let anyArr: [Any] = [1, 2, 3]
print((anyArr as? [Int]) as Any, (anyArr as? [String]) as Any)
protocol Loud { func shout() -> String }
extension Song: Loud { func shout() -> String { title.uppercased() } }
print(library.compactMap { ($0 as? Loud)?.shout() })
let opt: Int? = 5
print(opt as Any is Int, (opt as Int?) == 5)

// expect: 2 1
// expect: movie Up 90
// expect: song Hey anon
// expect: movie Jaws 90
// expect: media Plain
// expect: 90
// expect: Movie Up2
// expect: int 1
// expect: double 2.5
// expect: string
// expect: tuple 1 t
// expect: array 2
// expect: other nil
// expect: fn 3
// expect: true false Optional(43)
// expect: 3.0 7 [1.0, 2.0]
// expect: Optional([1, 2, 3]) nil
// expect: ["HEY"]
// expect: true true
