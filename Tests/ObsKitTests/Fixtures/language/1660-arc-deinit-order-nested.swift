// ARC: deinit order when an owner holding children is released, children in an array, and releasing by reassignment and by nil.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Room {
    let name: String
    init(_ name: String) { self.name = name; print("build \(name)") }
    deinit { print("demolish \(name)") }
}

final class House {
    let address: String
    var rooms: [Room]
    init(address: String, rooms: [String]) {
        self.address = address
        self.rooms = rooms.map(Room.init)
        print("house at \(address) ready")
    }
    deinit { print("house at \(address) gone") }
}

var home: House? = House(address: "1 Elm", rooms: ["kitchen", "study"])
home!.rooms.append(Room("attic"))
print("removing study")
home!.rooms.remove(at: 1)
print("releasing the house")
home = nil
print("after release")

var shed: Room? = Room("shed")
shed = Room("bigger shed")
print("reassigned")
shed = nil
print("done")

// expect: build kitchen
// expect: build study
// expect: house at 1 Elm ready
// expect: build attic
// expect: removing study
// expect: demolish study
// expect: releasing the house
// expect: house at 1 Elm gone
// expect: demolish kitchen
// expect: demolish attic
// expect: after release
// expect: build shed
// expect: build bigger shed
// expect: demolish shed
// expect: reassigned
// expect: demolish bigger shed
// expect: done
