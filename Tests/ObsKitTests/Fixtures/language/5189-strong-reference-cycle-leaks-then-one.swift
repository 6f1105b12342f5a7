// Book style (Automatic Reference Counting): a strong reference cycle that leaks, then one broken with weak
class Studio {
    let name: String
    var artist: Artist?
    init(name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}

class Artist {
    let name: String
    var studio: Studio?
    init(name: String) { self.name = name; print("hello \(name)") }
    deinit { print("goodbye \(name)") }
}

class Muse {
    let name: String
    weak var artist: Artist?
    init(name: String) { self.name = name }
    deinit { print("muse \(name) fades") }
}

class Painter: Artist {
    var palette: [String]
    init(name: String, palette: [String]) {
        self.palette = palette
        super.init(name: name)
        print("painter with \(palette.count) colors")
    }
    deinit { print("painter \(name) packs \(palette.joined(separator: "/"))") }
}

print("-- cycle --")
var loft: Studio? = Studio(name: "Loft")
var kai: Artist? = Artist(name: "Kai")
loft!.artist = kai
kai!.studio = loft
loft = nil
kai = nil
print("nothing was freed")

print("-- weak --")
var muse: Muse? = Muse(name: "Echo")
var ada: Artist? = Painter(name: "Ada", palette: ["ochre", "umber"])
muse!.artist = ada
print(muse!.artist?.name ?? "none")
ada = nil
print(muse!.artist?.name ?? "none", muse!.artist == nil)
muse = nil

print("-- manual break --")
var barn: Studio? = Studio(name: "Barn")
var lu: Artist? = Artist(name: "Lu")
barn!.artist = lu
lu!.studio = barn
lu!.studio = nil
barn = nil
print(lu!.studio as Any)
lu = nil

print("-- array --")
var group: [Artist] = [Artist(name: "A"), Painter(name: "P", palette: ["red"]), Artist(name: "B")]
group.remove(at: 1)
print(group.map(\.name))
group.removeAll()
print("end", group.count)

// expect: -- cycle --
// expect: open Loft
// expect: hello Kai
// expect: nothing was freed
// expect: -- weak --
// expect: hello Ada
// expect: painter with 2 colors
// expect: Ada
// expect: painter Ada packs ochre/umber
// expect: goodbye Ada
// expect: none true
// expect: muse Echo fades
// expect: -- manual break --
// expect: open Barn
// expect: hello Lu
// expect: close Barn
// expect: nil
// expect: goodbye Lu
// expect: -- array --
// expect: hello A
// expect: hello P
// expect: painter with 1 colors
// expect: hello B
// expect: painter P packs red
// expect: goodbye P
// expect: ["A", "B"]
// expect: goodbye A
// expect: goodbye B
// expect: end 0
