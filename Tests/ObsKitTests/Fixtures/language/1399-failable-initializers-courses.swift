// Initialization: failable initializers on structs, enums and classes, propagation to a subclass, overriding with a non-failable init, forcing a failable super.init.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Username {
    let handle: String
    init?(handle: String) {
        if handle.isEmpty { return nil }
        self.handle = handle
    }
}
let someUser = Username(handle: "river_otter")
if let user = someUser { print("Created the username \(user.handle)") }
let blankUser = Username(handle: "")
if blankUser == nil { print("A blank handle could not become a username") }
class Course {
    let title: String
    init?(title: String) {
        if title.isEmpty { return nil }
        self.title = title
    }
}
class Enrollment: Course {
    let seats: Int
    init?(title: String, seats: Int) {
        if seats < 1 { return nil }
        self.seats = seats
        super.init(title: title)
    }
}
for (title, seats) in [("pottery", 3), ("welding", 0), ("", 2)] {
    if let enrollment = Enrollment(title: title, seats: seats) {
        print("Enrolled in \(enrollment.title) with \(enrollment.seats) seats")
    } else {
        print("Could not enroll in '\(title)' for \(seats) seats")
    }
}
class Playlist {
    var title: String?
    init() {}
    init?(title: String) {
        if title.isEmpty { return nil }
        self.title = title
    }
}
class AutoTitledPlaylist: Playlist {
    override init() {
        super.init()
        title = "[New Playlist]"
    }
    override init(title: String) {
        super.init()
        self.title = title.isEmpty ? "[New Playlist]" : title
    }
}
print(AutoTitledPlaylist(title: "").title!, Playlist(title: "")?.title as Any)
final class DraftPlaylist: Playlist {
    override init() { super.init(title: "[Draft]")! }
}
print(DraftPlaylist().title!)

// expect: Created the username river_otter
// expect: A blank handle could not become a username
// expect: Enrolled in pottery with 3 seats
// expect: Could not enroll in 'welding' for 0 seats
// expect: Could not enroll in '' for 2 seats
// expect: [New Playlist] nil
// expect: [Draft]
