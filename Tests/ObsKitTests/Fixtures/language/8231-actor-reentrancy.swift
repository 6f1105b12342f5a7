// Concurrency tutorial: actor reentrancy - state can change while an actor method is suspended at an await
actor TicketOffice {
    var seatsLeft = 1
    var log: [String] = []

    // Buggy: checks the state, then awaits, then assumes the check still holds.
    func bookBuggy(_ name: String, delay: Int) async {
        log.append("\(name): sees \(seatsLeft) seat(s)")
        guard seatsLeft > 0 else {
            log.append("\(name): sold out")
            return
        }
        try? await Task.sleep(for: .milliseconds(delay))   // the actor can run other work here
        seatsLeft -= 1
        log.append("\(name): booked, seats now \(seatsLeft)")
    }

    // Fixed: change the state before the suspension point.
    func bookFixed(_ name: String, delay: Int) async {
        log.append("\(name): sees \(seatsLeft) seat(s)")
        guard seatsLeft > 0 else {
            log.append("\(name): sold out")
            return
        }
        seatsLeft -= 1
        try? await Task.sleep(for: .milliseconds(delay))   // e.g. send a confirmation email
        log.append("\(name): booked, seats now \(seatsLeft)")
    }

    func reset() {
        seatsLeft = 1
        log = []
    }
}

let office = TicketOffice()

async let anna: Void = office.bookBuggy("Anna", delay: 60)
try await Task.sleep(for: .milliseconds(20))
async let ben: Void = office.bookBuggy("Ben", delay: 0)
_ = await (anna, ben)
print("Buggy version:")
for line in await office.log { print("  " + line) }
print("  final seats: \(await office.seatsLeft)")

await office.reset()
async let cara: Void = office.bookFixed("Cara", delay: 60)
try await Task.sleep(for: .milliseconds(20))
async let dan: Void = office.bookFixed("Dan", delay: 0)
_ = await (cara, dan)
print("Fixed version:")
for line in await office.log { print("  " + line) }
print("  final seats: \(await office.seatsLeft)")
// expect: Buggy version:
// expect:   Anna: sees 1 seat(s)
// expect:   Ben: sees 1 seat(s)
// expect:   Ben: booked, seats now 0
// expect:   Anna: booked, seats now -1
// expect:   final seats: -1
// expect: Fixed version:
// expect:   Cara: sees 1 seat(s)
// expect:   Dan: sees 0 seat(s)
// expect:   Dan: sold out
// expect:   Cara: booked, seats now 0
// expect:   final seats: 0
