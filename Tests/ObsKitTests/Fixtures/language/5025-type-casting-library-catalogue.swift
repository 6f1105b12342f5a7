// Type casting: is, as?, as!, downcasting class hierarchies, Any and AnyObject collections
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A town library catalogue holding novels and atlases, plus a drawer of loose odds and ends.
class Holding {
    var title: String
    init(title: String) { self.title = title }
}
class Novel: Holding {
    var author: String
    init(title: String, author: String) { self.author = author; super.init(title: title) }
}
class Atlas: Holding {
    var region: String
    init(title: String, region: String) { self.region = region; super.init(title: title) }
}
let shelf = [
    Atlas(title: "Rivers of the North", region: "Scandinavia"),
    Novel(title: "The Lighthouse Keeper", author: "Mara Quill"),
    Novel(title: "Salt and Cedar", author: "Tomas Rhee"),
    Atlas(title: "Island Charts", region: "Pacific"),
    Novel(title: "A Quiet Harbour", author: "Mara Quill"),
    Novel(title: "Copper Moon", author: "Idris Vale"),
]
print(type(of: shelf))
var novels = 0, atlases = 0
for holding in shelf {
    if holding is Novel { novels += 1 } else if holding is Atlas { atlases += 1 }
}
print("The shelf holds \(novels) novels and \(atlases) atlases")
for holding in shelf {
    if let novel = holding as? Novel {
        print("Novel: \(novel.title) by \(novel.author)")
    } else if let atlas = holding as? Atlas {
        print("Atlas: \(atlas.title) covering \(atlas.region)")
    }
}
let opening = shelf[0] as! Atlas
print(opening.region)

var drawer: [Any] = []
drawer.append(0.0)
drawer.append(0)
drawer.append(-2.5)
drawer.append(17)
drawer.append("overdue")
drawer.append((12.0, 4.5))
drawer.append(Novel(title: "Paper Kites", author: "June Oduya"))
drawer.append({ (reader: String) -> String in "Welcome back, \(reader)" })
drawer.append(Optional<String>.none as Any)
for item in drawer {
    switch item {
    case 0 as Int: print("an Int that is zero")
    case 0 as Double: print("a Double that is zero")
    case let count as Int: print("a count of \(count)")
    case let d as Double where d > 0: print("a positive Double \(d)")
    case is Double: print("a Double that is not positive")
    case let note as String: print("a note saying \"\(note)\"")
    case let (w, h) as (Double, Double): print("a shelf gap \(w) by \(h)")
    case let novel as Novel: print("a stray novel: \(novel.title)")
    case let greet as (String) -> String: print(greet("Priya"))
    default: print("something unrecognised")
    }
}
let loans: [AnyObject] = [Atlas(title: "Coastlines", region: "Atlantic"), Novel(title: "Ember", author: "K. Lowe")]
print(loans.compactMap { ($0 as? Holding)?.title })
let fine: Any = 3
print(fine is Int, fine is Double, (fine as? Int).map { $0 * 25 } ?? 0)
// expect: Array<Holding>
// expect: The shelf holds 4 novels and 2 atlases
// expect: Atlas: Rivers of the North covering Scandinavia
// expect: Novel: The Lighthouse Keeper by Mara Quill
// expect: Novel: Salt and Cedar by Tomas Rhee
// expect: Atlas: Island Charts covering Pacific
// expect: Novel: A Quiet Harbour by Mara Quill
// expect: Novel: Copper Moon by Idris Vale
// expect: Scandinavia
// expect: a Double that is zero
// expect: an Int that is zero
// expect: a Double that is not positive
// expect: a count of 17
// expect: a note saying "overdue"
// expect: a shelf gap 12.0 by 4.5
// expect: a stray novel: Paper Kites
// expect: Welcome back, Priya
// expect: something unrecognised
// expect: ["Coastlines", "Ember"]
// expect: true false 75
