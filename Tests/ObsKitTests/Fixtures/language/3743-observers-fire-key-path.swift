// App code style: observers fire for key-path writes, mutating calls and sorts on class properties
final class Playlist {
    var title = "mix" {
        willSet { print("title will be \(newValue)") }
    }
    var tracks: [String] = [] {
        didSet { print("tracks: \(oldValue.count) -> \(tracks.count) first=\(tracks.first ?? "-")") }
    }
    var plays = 0 { didSet { print("plays \(oldValue) -> \(plays)") } }
}

let pl = Playlist()
pl[keyPath: \.title] = "road trip"
pl[keyPath: \.tracks].append("b-song")
pl.tracks += ["a-song", "c-song"]
pl.tracks.sort()
pl.tracks.swapAt(0, 2)
let path: ReferenceWritableKeyPath<Playlist, Int> = \.plays
pl[keyPath: path] += 3
pl.tracks.removeAll(where: { $0.hasPrefix("b") })

struct Wrapper { let list: Playlist }
let w = Wrapper(list: pl)
w.list.plays *= 2
w[keyPath: \.list.title] += "!"
print(pl.title, pl.tracks, pl.plays)

func rename(_ s: inout String) { s = s.uppercased() }
rename(&pl.title)
print(pl.title)
// expect: title will be road trip
// expect: tracks: 0 -> 1 first=b-song
// expect: tracks: 1 -> 3 first=b-song
// expect: tracks: 3 -> 3 first=a-song
// expect: tracks: 3 -> 3 first=c-song
// expect: plays 0 -> 3
// expect: tracks: 3 -> 2 first=c-song
// expect: plays 3 -> 6
// expect: title will be road trip!
// expect: road trip! ["c-song", "a-song"] 6
// expect: title will be ROAD TRIP!
// expect: ROAD TRIP!
