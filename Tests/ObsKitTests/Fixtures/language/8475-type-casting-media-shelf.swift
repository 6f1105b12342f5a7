// Swift book style (Type Casting): a class hierarchy checked with is, downcast with as? and as!, and Any values matched in a switch
class Media {
    let title: String
    init(title: String) { self.title = title }
}

class Podcast: Media {
    let episodes: Int
    init(title: String, episodes: Int) {
        self.episodes = episodes
        super.init(title: title)
    }
}

class Album: Media {
    let artist: String
    init(title: String, artist: String) {
        self.artist = artist
        super.init(title: title)
    }
}

final class LiveAlbum: Album {
    let venue: String
    init(title: String, artist: String, venue: String) {
        self.venue = venue
        super.init(title: title, artist: artist)
    }
}

let shelf = [
    Podcast(title: "Deep Stack", episodes: 120),
    Album(title: "Blue Hours", artist: "Mira"),
    LiveAlbum(title: "Night at Dock 9", artist: "Mira", venue: "Dock 9"),
    Podcast(title: "Small Talk", episodes: 8),
]
print(type(of: shelf))

var podcasts = 0, albums = 0
for item in shelf {
    if item is Podcast { podcasts += 1 } else if item is Album { albums += 1 }
}
print("podcasts \(podcasts), albums \(albums)")

for item in shelf {
    if let live = item as? LiveAlbum {
        print("LIVE: \(live.title) @ \(live.venue)")
    } else if let album = item as? Album {
        print("Album: \(album.title) by \(album.artist)")
    } else if let pod = item as? Podcast {
        print("Podcast: \(pod.title), \(pod.episodes) eps")
    }
}

let forced = shelf[2] as! Album
print("forced artist:", forced.artist)

var bag: [Any] = [42, 3.5, "tape", (2, "side"), shelf[0], { (n: Int) in n * 3 }, Optional<Int>.none as Any, [1, 2]]
for thing in bag {
    switch thing {
    case 0 as Int: print("zero")
    case let i as Int: print("int \(i)")
    case let d as Double where d > 1: print("big double \(d)")
    case let s as String: print("string \(s)")
    case let (n, s) as (Int, String): print("tuple \(n) \(s)")
    case let m as Media: print("media \(m.title)")
    case let f as (Int) -> Int: print("function gives \(f(5))")
    case let list as [Int]: print("list sum \(list.reduce(0, +))")
    default: print("something else")
    }
}
bag.removeAll { $0 is Media }
print("left:", bag.count)

// expect: Array<Media>
// expect: podcasts 2, albums 2
// expect: Podcast: Deep Stack, 120 eps
// expect: Album: Blue Hours by Mira
// expect: LIVE: Night at Dock 9 @ Dock 9
// expect: Podcast: Small Talk, 8 eps
// expect: forced artist: Mira
// expect: int 42
// expect: big double 3.5
// expect: string tape
// expect: tuple 2 side
// expect: media Deep Stack
// expect: function gives 15
// expect: something else
// expect: list sum 3
// expect: left: 7
