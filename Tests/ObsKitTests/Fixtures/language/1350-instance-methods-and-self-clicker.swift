// Methods: instance methods on a class, argument labels on methods, self to tell a property from a parameter.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class TallyClicker {
    var clicks = 0
    func click() { clicks += 1 }
    func click(times amount: Int) { clicks += amount }
    func clear() { clicks = 0 }
}
let clicker = TallyClicker()
clicker.click()
clicker.click(times: 5)
print(clicker.clicks)
clicker.clear()
print(clicker.clicks)
struct Parcel {
    var weight = 0.0, length = 0.0
    func isHeavierThan(weight: Double) -> Bool { self.weight > weight }
    func sizeGap(to other: Parcel) -> Double {
        let dw = weight - other.weight, dl = length - other.length
        return dw * dw + dl * dl
    }
}
let someParcel = Parcel(weight: 6.0, length: 3.0)
if someParcel.isHeavierThan(weight: 5.0) {
    print("This parcel needs a heavy-goods sticker")
}
print(someParcel.sizeGap(to: Parcel(weight: 2, length: 1)))
final class Playlist {
    private var songs: [String] = []
    private var cursor = 0
    func add(_ song: String) -> Playlist {
        songs.append(song)
        return self
    }
    func next() -> String? {
        guard !songs.isEmpty else { return nil }
        defer { cursor = (cursor + 1) % songs.count }
        return songs[cursor]
    }
    func shuffle(seed: Int) {
        songs = songs.enumerated().sorted { ($0.offset * seed) % 7 < ($1.offset * seed) % 7 }.map(\.element)
    }
}
let playlist = Playlist().add("Intro").add("Theme").add("Finale")
print((1...4).compactMap { _ in playlist.next() })
playlist.shuffle(seed: 3)
print(playlist.next() ?? "-", playlist.next() ?? "-")
let bound = clicker.click(times:)
bound(40)
bound(2)
print(clicker.clicks)

// expect: 6
// expect: 0
// expect: This parcel needs a heavy-goods sticker
// expect: 20.0
// expect: ["Intro", "Theme", "Finale", "Intro"]
// expect: Theme Finale
// expect: 42
