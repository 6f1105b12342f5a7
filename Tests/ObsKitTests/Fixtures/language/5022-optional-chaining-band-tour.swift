// Optional chaining: properties, methods, subscripts, multiple levels, optional return values
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A musician who may or may not be in a band; the band has a setlist and maybe a home venue.
class Musician { var band: Band? }
class Song {
    let title: String
    init(title: String) { self.title = title }
}
class Venue {
    var hallName: String?
    var city: String?
    var stage: String?
    func billing() -> String? {
        if let s = stage, let c = city { return "\(s), \(c)" }
        return hallName
    }
}
class Band {
    var setlist: [Song] = []
    var songCount: Int { setlist.count }
    subscript(i: Int) -> Song {
        get { setlist[i] }
        set { setlist[i] = newValue }
    }
    func printSongCount() { print("The setlist has \(songCount) songs") }
    var homeVenue: Venue?
}
let kai = Musician()
if let count = kai.band?.songCount {
    print("Kai's band plays \(count) song(s).")
} else {
    print("Kai is not in a band yet.")
}
if kai.band?.printSongCount() == nil { print("No setlist to print.") }
let club = Venue()
club.stage = "Back Room"
club.city = "Leeds"
kai.band?.homeVenue = club
print(kai.band?.homeVenue == nil)

let trio = Band()
trio.setlist.append(Song(title: "Harbour Lights"))
trio.setlist.append(Song(title: "Slow Train"))
kai.band = trio
kai.band?.printSongCount()
if let opener = kai.band?[0].title { print("They open with \(opener).") }
kai.band?[0] = Song(title: "Paper Moon")
print(kai.band?[0].title ?? "?")
kai.band?.homeVenue = club
if let bill = kai.band?.homeVenue?.billing() { print("Playing at \(bill).") }
if let backRoom = kai.band?.homeVenue?.billing()?.hasPrefix("Back") { print("back room: \(backRoom)") }
print(kai.band?.homeVenue?.hallName ?? "no hall name")

var practiceHours = ["Kai": [2, 3, 1], "Lou": [4, 0, 2]]
practiceHours["Kai"]?[0] = 5
practiceHours["Lou"]?[0] += 1
practiceHours["Max"]?[0] = 9
for k in practiceHours.keys.sorted() { print(k, practiceHours[k]!) }
let maybe: Int?? = .some(nil)
print(maybe == nil, maybe! == nil)
let chain: String? = "swift"
print(chain?.uppercased().count as Any, chain.map { $0 + "!" } ?? "", chain.flatMap { Int($0) } as Any)
// expect: Kai is not in a band yet.
// expect: No setlist to print.
// expect: true
// expect: The setlist has 2 songs
// expect: They open with Harbour Lights.
// expect: Paper Moon
// expect: Playing at Back Room, Leeds.
// expect: back room: true
// expect: no hall name
// expect: Kai [5, 3, 1]
// expect: Lou [5, 0, 2]
// expect: false true
// expect: Optional(5) swift! nil
