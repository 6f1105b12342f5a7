// Static vs dynamic types: overloads pick by static type, overrides by dynamic type, type(of:), metatypes and class methods (expected output from swiftc 6.3.1 on Linux)
class Media {
    class var kind: String { "media" }
    static let created = "static-on-Media"
    func play() -> String { "media plays" }
    class func make() -> Media { Media() }
    required init() {}
}
class Song: Media {
    override class var kind: String { "song" }
    override func play() -> String { "song plays (" + super.play() + ")" }
    override class func make() -> Media { Song() }
}
final class Podcast: Song {
    override class var kind: String { "podcast:" + super.kind }
}

func info(_ m: Media) -> String { "info(Media) dynamic=\(type(of: m)) kind=\(type(of: m).kind)" }
func info(_ s: Song) -> String { "info(Song) dynamic=\(type(of: s))" }
func generic<T: Media>(_ t: T) -> String { "generic T=\(T.self) dynamic=\(type(of: t)) kind=\(T.kind)" }

let items: [Media] = [Media(), Song(), Podcast()]
for m in items {
    print(info(m), "|", m.play())
}
let song = Song()
print(info(song))
print(generic(song), "/", generic(items[2]))
print(generic(Podcast()))

let metas: [Media.Type] = [Media.self, Song.self, Podcast.self]
print(metas.map { $0.kind }, metas.map { type(of: $0.make()) })
print(metas.map { "\($0.init().play().prefix(5))" })
print(Song.created, Podcast.created)

let anyValue: Any = Podcast()
print(type(of: anyValue), anyValue is Song, anyValue is Media, (anyValue as? Song)?.play() ?? "no")
let meta: Any.Type = type(of: anyValue)
print(meta == Podcast.self, meta == Song.self, meta is Song.Type, meta is Podcast.Type)

protocol Named { static var title: String { get } }
extension Int: Named { static var title: String { "integer" } }
extension String: Named { static var title: String { "text" } }
func title<T: Named>(of _: T) -> String { T.title }
func titleDyn(_ x: any Named) -> String { type(of: x).title }
print(title(of: 5), title(of: "s"), titleDyn(5), titleDyn("x"))

struct Wrapper<T> { let value: T }
let w: Wrapper<Media> = Wrapper(value: Podcast())
print(type(of: w), type(of: w.value), Wrapper<Int>.self == Wrapper<Int>.self)
let nums: [Any] = [1, 2.0, "3", Int8(4)]
print(nums.map { String(describing: type(of: $0)) })
let optionalSong: Media? = Song()
print(type(of: optionalSong), type(of: optionalSong!))
print(String(describing: Media.self), "\(Podcast.Type.self)", String(reflecting: Song.self))

// expect: info(Media) dynamic=Media kind=media | media plays
// expect: info(Media) dynamic=Song kind=song | song plays (media plays)
// expect: info(Media) dynamic=Podcast kind=podcast:song | song plays (media plays)
// expect: info(Song) dynamic=Song
// expect: generic T=Song dynamic=Song kind=song / generic T=Media dynamic=Podcast kind=media
// expect: generic T=Podcast dynamic=Podcast kind=podcast:song
// expect: ["media", "song", "podcast:song"] [main.Media, main.Song, main.Song]
// expect: ["media", "song ", "song "]
// expect: static-on-Media static-on-Media
// expect: Podcast true true song plays (media plays)
// expect: true false true true
// expect: integer text integer text
// expect: Wrapper<Media> Podcast true
// expect: ["Int", "Double", "String", "Int8"]
// expect: Optional<Media> Song
// expect: Media Podcast.Type main.Song
