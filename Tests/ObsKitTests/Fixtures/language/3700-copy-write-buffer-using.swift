// Swift book style: copy-on-write buffer using isKnownUniquelyReferenced and deinit of shared storage
// known-gap: line 10: expected "unique after alias cleared: true", got "unique after alias cleared: false"
final class Buffer {
    var items: [String]
    init(_ items: [String]) {
        self.items = items
        print("buffer allocated \(items)")
    }
    deinit { print("buffer freed \(items)") }
}

struct Playlist {
    private var buffer: Buffer
    init(_ songs: [String]) { buffer = Buffer(songs) }
    var songs: [String] { buffer.items }
    mutating func add(_ song: String) {
        if !isKnownUniquelyReferenced(&buffer) {
            print("  copy before adding \(song)")
            buffer = Buffer(buffer.items)
        }
        buffer.items.append(song)
    }
}

var mine = Playlist(["intro"])
mine.add("verse")
var yours = mine
yours.add("chorus")
mine.add("bridge")
print(mine.songs)
print(yours.songs)
yours = mine
print("yours now shares mine")

var maybe: Buffer? = Buffer(["solo"])
var alias = maybe
print("unique while aliased: \(isKnownUniquelyReferenced(&maybe!))")
alias = nil
print("unique after alias cleared: \(isKnownUniquelyReferenced(&maybe!))")
maybe = nil
print("end")
// expect: buffer allocated ["intro"]
// expect:   copy before adding chorus
// expect: buffer allocated ["intro", "verse"]
// expect: ["intro", "verse", "bridge"]
// expect: ["intro", "verse", "chorus"]
// expect: buffer freed ["intro", "verse", "chorus"]
// expect: yours now shares mine
// expect: buffer allocated ["solo"]
// expect: unique while aliased: false
// expect: unique after alias cleared: true
// expect: buffer freed ["solo"]
// expect: end
