// Check error: reading a static property through an instance
struct Ticket {
    static var issued = 0
    let number: Int

    init() {
        Ticket.issued += 1
        number = Ticket.issued
    }
}

let first = Ticket()
let second = Ticket()
print("Ticket #\(second.number)")
print("Tickets issued so far: \(second.issued)")
// expect-error: static member 'issued' cannot be used on instance of type 'Ticket'
