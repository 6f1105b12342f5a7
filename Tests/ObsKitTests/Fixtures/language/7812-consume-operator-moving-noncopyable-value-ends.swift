// Swift book style (consume operator): moving a noncopyable value ends its lifetime at the move
struct Ticket: ~Copyable {
    var seat: Int
    init(seat: Int) { self.seat = seat; print("issue seat \(seat)") }
    deinit { print("void seat \(seat)") }
}

func transfer(_ t: consuming Ticket) -> Ticket {
    print("transferring seat \(t.seat)")
    return t
}

func demo() {
    var t = Ticket(seat: 12)
    t.seat += 1
    print("changed to \(t.seat)")
    let moved = consume t
    print("moved holds \(moved.seat)")
    let back = transfer(moved)
    print("back holds \(back.seat)")
    _ = consume back
    print("after consume back")
}
demo()

func copyableConsume() {
    let names = ["x", "y"]
    let taken = consume names
    print(taken)
}
copyableConsume()

struct Box: ~Copyable {
    let label: String
    deinit { print("box \(label) gone") }
}
func makeBoxes() {
    let first = Box(label: "one")
    let second = Box(label: "two")
    print("made \(first.label) and \(second.label)")
}
makeBoxes()
print("end")
// expect: issue seat 12
// expect: changed to 13
// expect: moved holds 13
// expect: transferring seat 13
// expect: back holds 13
// expect: void seat 13
// expect: after consume back
// expect: ["x", "y"]
// expect: made one and two
// expect: box two gone
// expect: box one gone
// expect: end
