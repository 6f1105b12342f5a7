// Type casting: `is` and `as?` over an array of class instances sharing a base class, counting kinds.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Item {
    let title: String
    init(title: String) { self.title = title }
}

class Song: Item {
    let artist: String
    init(title: String, artist: String) {
        self.artist = artist
        super.init(title: title)
    }
}

class Podcast: Item {
    let episode: Int
    init(title: String, episode: Int) {
        self.episode = episode
        super.init(title: title)
    }
}

let shelf: [Item] = [
    Song(title: "Low Tide", artist: "Mara Quell"),
    Podcast(title: "Build Log", episode: 12),
    Song(title: "Northbound", artist: "The Kettles"),
    Item(title: "Untitled"),
    Podcast(title: "Build Log", episode: 13),
]

var songs = 0, podcasts = 0
for item in shelf {
    if item is Song { songs += 1 } else if item is Podcast { podcasts += 1 }
}
print("songs: \(songs), podcasts: \(podcasts), other: \(shelf.count - songs - podcasts)")

for item in shelf {
    if let song = item as? Song {
        print("Song '\(song.title)' by \(song.artist)")
    } else if let show = item as? Podcast {
        print("Podcast '\(show.title)' #\(show.episode)")
    } else {
        print("Plain item '\(item.title)'")
    }
}

let episodes = shelf.compactMap { ($0 as? Podcast)?.episode }
print(episodes)

// expect: songs: 2, podcasts: 2, other: 1
// expect: Song 'Low Tide' by Mara Quell
// expect: Podcast 'Build Log' #12
// expect: Song 'Northbound' by The Kettles
// expect: Plain item 'Untitled'
// expect: Podcast 'Build Log' #13
// expect: [12, 13]
