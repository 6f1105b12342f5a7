// A generic parameter stands for the argument's declared type (expected output: swiftc 6.3.1 on this machine):
// a subclass instance through a reference declared as its superclass binds `T` to the superclass, and a class
// member read through `T` dispatches on that; an existential of a protocol is opened (its value's own type).
class Media { class var kind: String { "media" } }
class Song: Media { override class var kind: String { "song" } }
protocol Named { static var title: String { get } }
struct Tune: Named { static var title: String { "tune" } }
func kindOf<T: Media>(_ t: T) -> String { "\(T.self) \(T.kind)" }
func titleOf<T: Named>(_ t: T) -> String { "\(T.self) \(T.title)" }
let asMedia: Media = Song()
let asSong = Song()
print(kindOf(asMedia), kindOf(asSong), kindOf(Song()), kindOf(Media()))
let named: any Named = Tune()
print(titleOf(named), titleOf(Tune()))
func pair<T>(_ a: T, _ b: T) -> String { "\(T.self)" }
print(pair(asMedia, asSong), pair(asSong, asSong))

// expect: Media media Song song Song song Media media
// expect: Tune tune Tune tune
// expect: Media Song
