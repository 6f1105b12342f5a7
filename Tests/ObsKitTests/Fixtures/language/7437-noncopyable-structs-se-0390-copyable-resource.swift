// Swift Evolution style (noncopyable structs): SE-0390 a ~Copyable resource with deinit, consume and consuming methods
struct Ticket: ~Copyable {
    let id: Int
    let holder: String

    init(id: Int, holder: String) {
        self.id = id
        self.holder = holder
        print("issue #\(id) to \(holder)")
    }

    borrowing func show() -> String {
        "ticket #\(id) for \(holder)"
    }

    consuming func redeem() -> Int {
        print("redeeming #\(id)")
        return id * 10
    }

    deinit {
        print("ticket #\(id) destroyed")
    }
}

func inspect(_ t: borrowing Ticket) {
    print("inspect: \(t.show())")
}

func transfer(_ t: consuming Ticket, to name: String) -> Ticket {
    print("transfer #\(t.id) from \(t.holder) to \(name)")
    return Ticket(id: t.id + 100, holder: name)
}

do {
    let a = Ticket(id: 1, holder: "Ann")
    inspect(a)
    let b = transfer(a, to: "Bob")
    inspect(b)
    let value = b.redeem()
    print("value \(value)")
}
print("---")
do {
    let c = Ticket(id: 2, holder: "Cy")
    let d = consume c
    print(d.show())
}
print("---")
func scoped() {
    let e = Ticket(id: 3, holder: "Eve")
    _ = e.show()
    print("leaving scope")
}
scoped()
print("done")
// expect: issue #1 to Ann
// expect: inspect: ticket #1 for Ann
// expect: transfer #1 from Ann to Bob
// expect: issue #101 to Bob
// expect: ticket #1 destroyed
// expect: inspect: ticket #101 for Bob
// expect: redeeming #101
// expect: ticket #101 destroyed
// expect: value 1010
// expect: ---
// expect: issue #2 to Cy
// expect: ticket #2 for Cy
// expect: ticket #2 destroyed
// expect: ---
// expect: issue #3 to Eve
// expect: leaving scope
// expect: ticket #3 destroyed
// expect: done
