// Swift book style (deinitialization): deinit messages as local scopes end, optionals become nil and arrays are emptied
class Ticket {
    let number: Int
    init(_ number: Int) {
        self.number = number
        print("issue ticket \(number)")
    }
    deinit {
        print("void ticket \(number)")
    }
}

func useTicket() {
    let t = Ticket(1)
    print("using ticket \(t.number)")
}

print("start")
useTicket()
print("after function")

do {
    let a = Ticket(2)
    let b = Ticket(3)
    print("in scope with \(a.number) and \(b.number)")
}
print("after do")

var maybe: Ticket? = Ticket(4)
print("holding \(maybe!.number)")
maybe = nil
print("after nil")

var box: [Ticket] = [Ticket(5), Ticket(6), Ticket(7)]
box.removeFirst()
print("removed first")
box.removeAll()
print("emptied box")

var slot: Ticket? = Ticket(8)
slot = Ticket(9)
print("replaced")
slot = nil
print("end")

// expect: start
// expect: issue ticket 1
// expect: using ticket 1
// expect: void ticket 1
// expect: after function
// expect: issue ticket 2
// expect: issue ticket 3
// expect: in scope with 2 and 3
// expect: void ticket 3
// expect: void ticket 2
// expect: after do
// expect: issue ticket 4
// expect: holding 4
// expect: void ticket 4
// expect: after nil
// expect: issue ticket 5
// expect: issue ticket 6
// expect: issue ticket 7
// expect: void ticket 5
// expect: removed first
// expect: void ticket 6
// expect: void ticket 7
// expect: emptied box
// expect: issue ticket 8
// expect: issue ticket 9
// expect: void ticket 8
// expect: replaced
// expect: void ticket 9
// expect: end
