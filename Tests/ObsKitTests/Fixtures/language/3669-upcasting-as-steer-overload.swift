// Compiler test style: upcasting with `as` to steer overload resolution and generic inference
// known-gap: line 4: expected 'Array<Media> ["play media: song", "play media: podcast"]', got 'Array<Media> ["play song: song", "play media: podcast"]'
class Media { var title: String { "media" } }
class Song: Media { override var title: String { "song" } }
class Podcast: Media { override var title: String { "podcast" } }

func play(_ m: Media) -> String { "play media: \(m.title)" }
func play(_ s: Song) -> String { "play song: \(s.title)" }

let s = Song()
print(play(s))
print(play(s as Media))
print(play(Podcast()))

let mixed = [Song(), Podcast()]
print(type(of: mixed), mixed.map(play))
let songs = [Song(), Song()]
print(type(of: songs), songs.map(play))
let upcast = songs as [Media]
print(type(of: upcast), upcast.map(play))
let cond = true ? Song() : Media()
print(type(of: cond), play(cond))

func wrap<T>(_ x: T) -> [T] { [x] }
let w1 = wrap(s)
let w2 = wrap(s as Media)
let w3: [Media] = wrap(s)
print(type(of: w1), type(of: w2), type(of: w3))
print(play(w1[0]), play(w2[0]), play(w3[0]))
let pairs: [(Media, String)] = [(Song(), "a"), (Podcast(), "b")]
print(pairs.map { play($0.0) + "/" + $0.1 })
let optSong: Song? = Song()
let optMedia: Media? = optSong
print(optMedia.map(play) ?? "-", optSong.map(play) ?? "-")
// expect: play song: song
// expect: play media: song
// expect: play media: podcast
// expect: Array<Media> ["play media: song", "play media: podcast"]
// expect: Array<Song> ["play song: song", "play song: song"]
// expect: Array<Media> ["play media: song", "play media: song"]
// expect: Song play media: song
// expect: Array<Song> Array<Media> Array<Media>
// expect: play song: song play media: song play media: song
// expect: ["play media: song/a", "play media: podcast/b"]
// expect: play media: song play song: song
