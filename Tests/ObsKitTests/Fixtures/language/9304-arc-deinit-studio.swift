// Automatic Reference Counting: strong, weak, unowned, closures capture lists
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A rehearsal studio: musicians book rooms, subscribers hold memberships, and tags render themselves.
class Musician {
    let name: String
    init(name: String) {
        self.name = name
        print("\(name) signed in")
    }
    var room: RehearsalRoom?
    deinit { print("\(name) signed out") }
}
class RehearsalRoom {
    let label: String
    init(label: String) { self.label = label }
    weak var bookedBy: Musician?
    deinit { print("Room \(label) closed") }
}
var firstHandle: Musician? = Musician(name: "Dara Moss")
var secondHandle = firstHandle
firstHandle = nil
print("still here: \(secondHandle?.name ?? "nobody")")
secondHandle = nil

var lars: Musician? = Musician(name: "Lars")
var roomB: RehearsalRoom? = RehearsalRoom(label: "B")
lars!.room = roomB
roomB!.bookedBy = lars
lars = nil
print("room B booked by: \(roomB?.bookedBy?.name ?? "no one")")
roomB = nil

class Subscriber {
    let name: String
    var membership: Membership?
    init(name: String) { self.name = name }
    deinit { print("\(name) unsubscribed") }
}
class Membership {
    let id: UInt64
    unowned let subscriber: Subscriber
    init(id: UInt64, subscriber: Subscriber) {
        self.id = id
        self.subscriber = subscriber
    }
    deinit { print("Membership \(id) cancelled") }
}
var fern: Subscriber? = Subscriber(name: "Fern")
fern!.membership = Membership(id: 70_031_552, subscriber: fern!)
print("membership holder: \(fern!.membership!.subscriber.name)")
fern = nil

class Tag {
    let word: String
    let detail: String?
    lazy var render: () -> String = { [unowned self] in
        if let detail = self.detail {
            return "#\(self.word)(\(detail))"
        } else {
            return "#\(self.word)"
        }
    }
    init(word: String, detail: String? = nil) {
        self.word = word
        self.detail = detail
    }
    deinit { print("tag \(word) discarded") }
}
var jazzTag: Tag? = Tag(word: "jazz", detail: "late session")
print(jazzTag!.render())
jazzTag = nil
do {
    let plain = Tag(word: "acoustic")
    print(plain.render())
}
print("studio locked")
// expect: Dara Moss signed in
// expect: still here: Dara Moss
// expect: Dara Moss signed out
// expect: Lars signed in
// expect: Lars signed out
// expect: room B booked by: no one
// expect: Room B closed
// expect: membership holder: Fern
// expect: Fern unsubscribed
// expect: Membership 70031552 cancelled
// expect: #jazz(late session)
// expect: tag jazz discarded
// expect: #acoustic
// expect: tag acoustic discarded
// expect: studio locked
