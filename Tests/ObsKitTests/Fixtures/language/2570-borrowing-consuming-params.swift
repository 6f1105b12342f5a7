// Swift Evolution style (SE-0377): `borrowing` and `consuming` parameter ownership modifiers
struct Ticket: ~Copyable {
    let seat: String
    var price: Int
    deinit { print("ticket \(seat) torn up") }
}

func describe(_ ticket: borrowing Ticket) -> String {
    "seat \(ticket.seat) at $\(ticket.price)"
}

func redeem(_ ticket: consuming Ticket) -> String {
    let seat = ticket.seat
    return "redeemed \(seat)"
}

func discounted(_ ticket: consuming Ticket, by amount: Int) -> Ticket {
    ticket.price -= amount
    return ticket
}

func inspectTwice(_ ticket: borrowing Ticket) {
    print(describe(ticket))
    print(describe(ticket))
}

final class Recorder {
    var events: [String] = []
}

func note(_ recorder: borrowing Recorder, _ text: String) {
    recorder.events.append(text)
}

func finish(_ recorder: consuming Recorder) -> [String] {
    recorder.events.append("finished")
    return recorder.events
}

func lengths(of words: borrowing [String]) -> [Int] {
    words.map { $0.count }
}

func appendAll(_ words: consuming [String], _ extra: String) -> [String] {
    words.append(extra)
    return words
}

do {
    let t = Ticket(seat: "A12", price: 80)
    inspectTwice(t)
    let cheaper = discounted(t, by: 15)
    print(describe(cheaper))
    print(redeem(cheaper))
    print("after redeem")
}

let rec = Recorder()
note(rec, "open")
note(rec, "scan")
print(finish(rec))
print(rec.events.count)

let words = ["one", "three"]
print(lengths(of: words))
print(appendAll(words, "five"), words)
// expect: seat A12 at $80
// expect: seat A12 at $80
// expect: seat A12 at $65
// expect: ticket A12 torn up
// expect: redeemed A12
// expect: after redeem
// expect: ["open", "scan", "finished"]
// expect: 3
// expect: [3, 5]
// expect: ["one", "three", "five"] ["one", "three"]
