// ARC: strong reference cycles, weak references, unowned references, unowned optional
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A delivery company: drivers and trucks, gym members and lockers, playlists and tracks.
class Driver {
    let name: String
    init(name: String) { self.name = name; print("\(name) clocks in") }
    var truck: Truck?
    deinit { print("\(name) clocks out") }
}
class Truck {
    let fleetNumber: String
    init(fleetNumber: String) { self.fleetNumber = fleetNumber }
    weak var driver: Driver?
    deinit { print("Truck \(fleetNumber) is scrapped") }
}
var noor: Driver? = Driver(name: "Noor")
var t17: Truck? = Truck(fleetNumber: "T17")
noor!.truck = t17
t17!.driver = noor
print(t17!.driver?.name ?? "parked")
noor = nil
print("driver now: \(t17!.driver?.name ?? "nobody")")
t17 = nil

class Member {
    let name: String
    var locker: Locker?
    init(name: String) { self.name = name }
    deinit { print("\(name) cancels membership") }
}
class Locker {
    let number: Int
    unowned let member: Member
    init(number: Int, member: Member) { self.number = number; self.member = member }
    deinit { print("Locker #\(number) is emptied") }
}
var dev: Member? = Member(name: "Dev")
dev!.locker = Locker(number: 214, member: dev!)
print(dev!.locker!.member.name)
dev = nil

class Playlist {
    var name: String
    var tracks: [Track]
    init(name: String) { self.name = name; tracks = [] }
    deinit { print("Playlist \(name) deleted") }
}
class Track {
    var title: String
    unowned var playlist: Playlist
    unowned var next: Track?
    init(title: String, on playlist: Playlist) { self.title = title; self.playlist = playlist; next = nil }
}
do {
    let roadTrip = Playlist(name: "Road Trip")
    let opener = Track(title: "Open Highway", on: roadTrip)
    let closer = Track(title: "Last Exit", on: roadTrip)
    opener.next = closer
    roadTrip.tracks = [opener, closer]
    print(opener.next?.title ?? "-", closer.next?.title ?? "none", closer.playlist.name)
}
weak var temp: Driver? = Driver(name: "Temp")
print(temp == nil)
print("done")
// expect: Noor clocks in
// expect: Noor
// expect: Noor clocks out
// expect: driver now: nobody
// expect: Truck T17 is scrapped
// expect: Dev
// expect: Dev cancels membership
// expect: Locker #214 is emptied
// expect: Last Exit none Road Trip
// expect: Playlist Road Trip deleted
// expect: Temp clocks in
// expect: Temp clocks out
// expect: true
// expect: done
