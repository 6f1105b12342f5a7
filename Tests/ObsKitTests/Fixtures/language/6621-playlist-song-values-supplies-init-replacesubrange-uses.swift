// Swift by Sundell style (RangeReplaceableCollection playlist): a Playlist of Song values that supplies init() and replaceSubrange, then uses append, insert, remove and +
struct Song: Equatable, CustomStringConvertible {
    let title: String
    let seconds: Int
    var description: String { "\(title) (\(seconds / 60):\(String(format: "%02d", seconds % 60)))" }
}

struct Playlist {
    var name = "Untitled"
    private var songs: [Song] = []
}

extension Playlist: RandomAccessCollection, RangeReplaceableCollection {
    var startIndex: Int { songs.startIndex }
    var endIndex: Int { songs.endIndex }
    subscript(i: Int) -> Song { songs[i] }

    mutating func replaceSubrange<C>(_ range: Range<Int>, with new: C) where C: Collection, C.Element == Song {
        songs.replaceSubrange(range, with: new)
    }
}

extension Playlist {
    var duration: Int { reduce(0) { $0 + $1.seconds } }
}

import Foundation

var mix = Playlist()
mix.name = "Road trip"
mix.append(Song(title: "Drive", seconds: 225))
mix.append(contentsOf: [Song(title: "Highway", seconds: 190), Song(title: "Dust", seconds: 301)])
mix.insert(Song(title: "Intro", seconds: 45), at: 0)
print(mix.name, mix.count, mix.duration)
print(Array(mix))

let dropped = mix.remove(at: 2)
print("dropped", dropped)
mix.removeAll { $0.seconds > 300 }
print(mix.map(\.title), mix.name)

let bonus: Playlist = Playlist([Song(title: "Encore", seconds: 62)])
let full = mix + bonus
print(full.map(\.title), full.name, bonus.name)
var trimmed = full
trimmed.removeFirst()
trimmed.replaceSubrange(0..<1, with: [Song(title: "Swap", seconds: 61), Song(title: "Extra", seconds: 9)])
print(trimmed)
print(trimmed.firstIndex(of: Song(title: "Extra", seconds: 9))!, trimmed.last!)
print(trimmed.sorted { $0.seconds < $1.seconds }.map(\.title))
trimmed.removeSubrange(1...)
print(trimmed.count, trimmed.first!.description)
var blank = Playlist(repeating: Song(title: "Silence", seconds: 5), count: 3)
print(blank.duration, blank.name)
blank.removeAll(keepingCapacity: true)
print(blank.isEmpty)

// expect: Road trip 4 761
// expect: [Intro (0:45), Drive (3:45), Highway (3:10), Dust (5:01)]
// expect: dropped Highway (3:10)
// expect: ["Intro", "Drive"] Untitled
// expect: ["Intro", "Drive", "Encore"] Untitled Untitled
// expect: Playlist(name: "Untitled", songs: [Swap (1:01), Extra (0:09), Encore (1:02)])
// expect: 1 Encore (1:02)
// expect: ["Extra", "Swap", "Encore"]
// expect: 1 Swap (1:01)
// expect: 15 Untitled
// expect: true
