// University intro course style (type casting): a media library in an [Any] array and a class hierarchy with as?, as! and is
class MediaItem {
    let title: String
    init(title: String) { self.title = title }
}
class Song: MediaItem {
    let artist: String
    init(title: String, artist: String) {
        self.artist = artist
        super.init(title: title)
    }
}
class Podcast: MediaItem {
    let episodes: Int
    init(title: String, episodes: Int) {
        self.episodes = episodes
        super.init(title: title)
    }
}

let library: [MediaItem] = [
    Song(title: "Blue Sky", artist: "The Kites"),
    Podcast(title: "Code Talk", episodes: 120),
    Song(title: "Night Drive", artist: "Mira"),
    Podcast(title: "History Hour", episodes: 45),
    Song(title: "Rainfall", artist: "The Kites")
]

var songCount = 0, podcastCount = 0
for item in library {
    if item is Song { songCount += 1 } else if item is Podcast { podcastCount += 1 }
}
print("\(songCount) songs, \(podcastCount) podcasts")

for item in library {
    if let song = item as? Song {
        print("Song: \(song.title) by \(song.artist)")
    } else if let show = item as? Podcast {
        print("Podcast: \(show.title), \(show.episodes) episodes")
    }
}
let kites = library.compactMap { $0 as? Song }.filter { $0.artist == "The Kites" }.map(\.title)
print(kites)
let firstPodcast = library[1] as! Podcast
print(firstPodcast.episodes)

var things: [Any] = []
things.append(0)
things.append(42)
things.append(3.5)
things.append("hello")
things.append((2, 7))
things.append(Song(title: "Echo", artist: "Vel"))
things.append({ (name: String) -> String in "Hi, \(name)" })
things.append([1, 2, 3])
things.append(Optional<Int>.none as Any)

for thing in things {
    switch thing {
    case 0 as Int: print("zero as an Int")
    case let i as Int: print("an integer value of \(i)")
    case let d as Double where d > 0: print("a positive double \(d)")
    case let s as String: print("a string \"\(s)\"")
    case let (x, y) as (Int, Int): print("a point at \(x), \(y)")
    case let song as Song: print("a song \(song.title)")
    case let greet as (String) -> String: print(greet("Sam"))
    case let arr as [Int]: print("an array summing to \(arr.reduce(0, +))")
    default: print("something else")
    }
}
print(things.filter { $0 is String || $0 is Double }.count)

// expect: 3 songs, 2 podcasts
// expect: Song: Blue Sky by The Kites
// expect: Podcast: Code Talk, 120 episodes
// expect: Song: Night Drive by Mira
// expect: Podcast: History Hour, 45 episodes
// expect: Song: Rainfall by The Kites
// expect: ["Blue Sky", "Rainfall"]
// expect: 120
// expect: zero as an Int
// expect: an integer value of 42
// expect: a positive double 3.5
// expect: a string "hello"
// expect: a point at 2, 7
// expect: a song Echo
// expect: Hi, Sam
// expect: an array summing to 6
// expect: something else
// expect: 2
