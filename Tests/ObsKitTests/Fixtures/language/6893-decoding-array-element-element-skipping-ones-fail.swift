// Swift by Sundell style (lossy arrays): decoding an array element by element and skipping the ones that fail
import Foundation

struct Song: Decodable {
    var title: String
    var seconds: Int
}

struct Playlist: Decodable {
    var name: String
    var songs: [Song]
    var skipped: Int

    enum CodingKeys: String, CodingKey { case name, songs }

    private struct Skip: Decodable {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        var list = try container.nestedUnkeyedContainer(forKey: .songs)
        var good: [Song] = []
        var bad = 0
        while !list.isAtEnd {
            if let song = try? list.decode(Song.self) {
                good.append(song)
            } else {
                _ = try list.decode(Skip.self)
                bad += 1
            }
        }
        songs = good
        skipped = bad
    }
}

let json = """
{
  "name": "Road trip",
  "songs": [
    {"title": "Open Highway", "seconds": 215},
    {"title": "Broken Entry"},
    {"title": "Night Drive", "seconds": 187},
    {"title": 42, "seconds": 100},
    {"title": "Last Exit", "seconds": 240}
  ]
}
"""

let playlist = try JSONDecoder().decode(Playlist.self, from: Data(json.utf8))
print(playlist.name, "-", playlist.songs.count, "songs,", playlist.skipped, "skipped")
for (i, song) in playlist.songs.enumerated() {
    print("\(i + 1). \(song.title) \(song.seconds / 60):\(String(format: "%02d", song.seconds % 60))")
}
let total = playlist.songs.map(\.seconds).reduce(0, +)
print("length: \(total / 60) min \(total % 60) s")

// expect: Road trip - 3 songs, 2 skipped
// expect: 1. Open Highway 3:35
// expect: 2. Night Drive 3:07
// expect: 3. Last Exit 4:00
// expect: length: 10 min 42 s
