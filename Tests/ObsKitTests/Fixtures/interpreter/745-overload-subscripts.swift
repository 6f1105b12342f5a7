// Several subscripts on one type: by position, by name (a label), and by a range; a setter on the
// labelled one. Expected output from swiftc 6.3.1 on Linux.
struct Playlist {
    var songs: [String]
    subscript(index: Int) -> String { songs[index] }
    subscript(named name: String) -> Int? {
        get { songs.firstIndex(of: name) }
        set { if let i = newValue { songs.insert(name, at: i) } }
    }
    subscript(range: Range<Int>) -> [String] { Array(songs[range]) }
}
var list = Playlist(songs: ["Intro", "Theme", "Finale"])
print(list[1], list[named: "Finale"] as Any, list[named: "Outro"] as Any)
print(list[0..<2])
list[named: "Interlude"] = 2
print(list.songs)

// expect: Theme Optional(2) nil
// expect: ["Intro", "Theme"]
// expect: ["Intro", "Theme", "Interlude", "Finale"]
