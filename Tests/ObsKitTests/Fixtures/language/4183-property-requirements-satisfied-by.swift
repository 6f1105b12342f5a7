// Compiler test style: property requirements satisfied by stored, computed, and default-implemented properties
protocol Titled {
  var title: String { get }
  var subtitle: String { get }
  var fullTitle: String { get }
}
extension Titled {
  var subtitle: String { return "(none)" }
  var fullTitle: String { return title + " - " + subtitle }
  var shout: String { return fullTitle.uppercased() }
}

struct Book: Titled {
  let title: String
  var subtitle: String
}
struct Film: Titled {
  var title: String { return "Film" }
}
class Song: Titled {
  var title = "song"
  lazy var subtitle: String = { "lazy " + self.title }()
}
class Remix: Song {
  override var title: String {
    get { return "remix of " + super.title }
    set { super.title = newValue }
  }
}

let ts: [any Titled] = [Book(title: "Dune", subtitle: "vol 1"), Film(), Song(), Remix()]
for t in ts { print(t.fullTitle, "|", t.shout) }

let r = Remix()
r.title = "tune"
print(r.title, r.subtitle)
func titles<T: Titled>(_ xs: [T]) -> [String] { return xs.map { $0.fullTitle } }
print(titles([Book(title: "a", subtitle: "b")]))
print(titles([Song(), Remix()]))
// expect: Dune - vol 1 | DUNE - VOL 1
// expect: Film - (none) | FILM - (NONE)
// expect: song - lazy song | SONG - LAZY SONG
// expect: remix of song - lazy remix of song | REMIX OF SONG - LAZY REMIX OF SONG
// expect: remix of tune lazy remix of tune
// expect: ["a - b"]
// expect: ["song - lazy song", "remix of song - lazy remix of song"]
