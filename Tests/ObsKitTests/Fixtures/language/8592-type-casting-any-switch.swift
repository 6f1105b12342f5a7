// Swift book style (Type Casting): is, as?, as! with class hierarchies and switching over [Any]
class Media {
    let title: String
    init(title: String) { self.title = title }
}
class Podcast: Media {
    let host: String
    init(title: String, host: String) {
        self.host = host
        super.init(title: title)
    }
}
class Film: Media {
    let minutes: Int
    init(title: String, minutes: Int) {
        self.minutes = minutes
        super.init(title: title)
    }
}

let shelf: [Media] = [
    Podcast(title: "Byte Talk", host: "Lin"),
    Film(title: "Orbit", minutes: 121),
    Film(title: "Tides", minutes: 95),
    Podcast(title: "Roots", host: "Sam"),
    Film(title: "Quiet", minutes: 88),
]

var podcasts = 0, films = 0
for item in shelf {
    if item is Podcast { podcasts += 1 } else if item is Film { films += 1 }
}
print("podcasts \(podcasts), films \(films)")

for item in shelf {
    if let p = item as? Podcast {
        print("Podcast: \(p.title) hosted by \(p.host)")
    } else if let f = item as? Film {
        print("Film: \(f.title), \(f.minutes) min")
    }
}

let firstFilm = shelf[1] as! Film
print("forced:", firstFilm.minutes)

var things: [Any] = []
things.append(0)
things.append(2.5)
things.append(-7)
things.append("text")
things.append((3, 4))
things.append(Film(title: "Loop", minutes: 77))
things.append({ (n: Int) -> String in "n=\(n)" })
things.append(Optional<Int>.none as Any)

for thing in things {
    switch thing {
    case 0 as Int:
        print("zero as Int")
    case let i as Int where i < 0:
        print("negative Int \(i)")
    case let d as Double:
        print("a Double \(d)")
    case let s as String:
        print("a String \"\(s)\"")
    case let (x, y) as (Int, Int):
        print("a point at \(x), \(y)")
    case let m as Media:
        print("some media titled \(m.title)")
    case let f as (Int) -> String:
        print("a function returning \(f(9))")
    default:
        print("something else")
    }
}

// expect: podcasts 2, films 3
// expect: Podcast: Byte Talk hosted by Lin
// expect: Film: Orbit, 121 min
// expect: Film: Tides, 95 min
// expect: Podcast: Roots hosted by Sam
// expect: Film: Quiet, 88 min
// expect: forced: 121
// expect: zero as Int
// expect: a Double 2.5
// expect: negative Int -7
// expect: a String "text"
// expect: a point at 3, 4
// expect: some media titled Loop
// expect: a function returning n=9
// expect: something else
