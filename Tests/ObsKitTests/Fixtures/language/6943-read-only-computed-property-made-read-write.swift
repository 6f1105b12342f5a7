// Swift book style (overriding subscripts and properties): a read-only computed property made read-write in a subclass, and a subscript override
class Playlist {
    var songs: [String]
    init(songs: [String]) { self.songs = songs }
    var count: Int { songs.count }
    var summary: String { "\(count) songs" }
    subscript(index: Int) -> String {
        songs[index]
    }
}

class EditablePlaylist: Playlist {
    override var summary: String {
        get { "editable: " + super.summary }
        set { songs = newValue.split(separator: ",").map(String.init) }
    }
    override subscript(index: Int) -> String {
        get { super[index].uppercased() }
        set { songs[index] = newValue }
    }
}

class ShuffledPlaylist: EditablePlaylist {
    override var count: Int { super.count * 2 }
    override subscript(index: Int) -> String {
        get { super[(songs.count - 1) - index] }
        set { super[(songs.count - 1) - index] = newValue }
    }
}

let base = Playlist(songs: ["intro", "verse", "outro"])
print(base.summary, base[1])
let edit = EditablePlaylist(songs: ["a", "b"])
edit[0] = "alpha"
print(edit.summary, edit[0], edit.songs)
edit.summary = "x,y,z"
print(edit.summary, edit.songs)
let shuf = ShuffledPlaylist(songs: ["one", "two", "three"])
shuf[0] = "last"
print(shuf.summary, shuf[0], shuf[2], shuf.songs)
let lists: [Playlist] = [base, edit, shuf]
print(lists.map { $0[0] })
print(lists.map(\.count))

// expect: 3 songs verse
// expect: editable: 2 songs ALPHA ["alpha", "b"]
// expect: editable: 3 songs ["x", "y", "z"]
// expect: editable: 6 songs LAST ONE ["one", "two", "last"]
// expect: ["intro", "X", "LAST"]
// expect: [3, 3, 6]
