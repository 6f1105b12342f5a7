// Swift book style (type casting): a media library of base-class references, checked with is and downcast with as? and as!
class MediaItem {
    var name: String
    init(name: String) { self.name = name }
}

class Movie: MediaItem {
    var director: String
    init(name: String, director: String) {
        self.director = director
        super.init(name: name)
    }
}

class Song: MediaItem {
    var artist: String
    init(name: String, artist: String) {
        self.artist = artist
        super.init(name: name)
    }
}

final class Podcast: Song {
    var episode: Int
    init(name: String, host: String, episode: Int) {
        self.episode = episode
        super.init(name: name, artist: host)
    }
}

let library = [
    Movie(name: "Harbor Lights", director: "R. Vance"),
    Song(name: "Blue Hour", artist: "The Tides"),
    Podcast(name: "Code Talk", host: "M. Ortiz", episode: 42),
    Movie(name: "North Wind", director: "A. Kerr"),
    Song(name: "Static", artist: "Loops"),
]
print(type(of: library))
var movies = 0, songs = 0, pods = 0
for item in library {
    if item is Movie { movies += 1 }
    if item is Song { songs += 1 }
    if item is Podcast { pods += 1 }
}
print("movies \(movies), songs \(songs), podcasts \(pods)")
for item in library {
    if let p = item as? Podcast {
        print("Podcast: \(p.name) #\(p.episode) with \(p.artist)")
    } else if let m = item as? Movie {
        print("Movie: \(m.name), dir. \(m.director)")
    } else if let s = item as? Song {
        print("Song: \(s.name) by \(s.artist)")
    }
}
let first = library[0] as! Movie
print(first.director.uppercased())
let songsOnly = library.compactMap { $0 as? Song }
print(songsOnly.map(\.name))
print((library[2] as? Movie)?.director ?? "not a movie")

// expect: Array<MediaItem>
// expect: movies 2, songs 3, podcasts 1
// expect: Movie: Harbor Lights, dir. R. Vance
// expect: Song: Blue Hour by The Tides
// expect: Podcast: Code Talk #42 with M. Ortiz
// expect: Movie: North Wind, dir. A. Kerr
// expect: Song: Static by Loops
// expect: R. VANCE
// expect: ["Blue Hour", "Code Talk", "Static"]
// expect: not a movie
