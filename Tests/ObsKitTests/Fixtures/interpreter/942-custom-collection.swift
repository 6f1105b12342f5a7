// A script Collection (startIndex, endIndex, index(after:), subscript): iteration, count, first, contains and the Sequence methods.
// Expected output: swiftc 6.3.1 on this machine.
struct Playlist: Collection {
    let songs = ["Intro", "Verse", "Bridge", "Outro"]
    var startIndex: Int { 0 }
    var endIndex: Int { songs.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String { songs[position].uppercased() }
}
let list = Playlist()
for song in list { print(song) }
print(list.count, list.first!, list[2], list.isEmpty)
print(list.map { $0.count }, list.contains("VERSE"), list.sorted().first!)
print(list.filter { $0.hasPrefix("O") || $0.hasPrefix("I") }, list.joined(separator: " > "))

// expect: INTRO
// expect: VERSE
// expect: BRIDGE
// expect: OUTRO
// expect: 4 INTRO BRIDGE false
// expect: [5, 5, 6, 5] true BRIDGE
// expect: ["INTRO", "OUTRO"] INTRO > VERSE > BRIDGE > OUTRO
