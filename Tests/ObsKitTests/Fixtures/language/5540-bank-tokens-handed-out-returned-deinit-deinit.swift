// The Swift Programming Language style (Deinitialization): a bank of tokens handed out and returned in deinit, with deinit order for nested scopes and reassignment
struct TokenBank {
    static var available = 100
    static func hand(out wanted: Int) -> Int {
        let given = min(wanted, available)
        available -= given
        return given
    }
    static func receive(_ n: Int) { available += n }
}

class Gamer {
    let tag: String
    var tokens: Int
    init(tag: String, wants: Int) {
        self.tag = tag
        tokens = TokenBank.hand(out: wants)
        print("\(tag) joins with \(tokens)")
    }
    func win(_ n: Int) { tokens += TokenBank.hand(out: n) }
    deinit {
        print("\(tag) leaves, returning \(tokens)")
        TokenBank.receive(tokens)
    }
}

var first: Gamer? = Gamer(tag: "ace", wants: 30)
print("bank now \(TokenBank.available)")
first?.win(90)
print("ace has \(first!.tokens), bank \(TokenBank.available)")
first = nil
print("bank after ace left: \(TokenBank.available)")

func session() {
    let a = Gamer(tag: "bo", wants: 10)
    do {
        let b = Gamer(tag: "cy", wants: 20)
        b.win(5)
        print("inner scope ends")
    }
    a.win(1)
    print("session ends")
}
session()
print("bank after session: \(TokenBank.available)")

var slot = Gamer(tag: "dee", wants: 7)
slot = Gamer(tag: "eli", wants: 8)
print("slot holds \(slot.tag)")

class Squad {
    var members: [Gamer]
    init(_ members: [Gamer]) { self.members = members }
    deinit { print("squad of \(members.count) disbanding") }
}

var squad: Squad? = Squad([Gamer(tag: "f1", wants: 1), Gamer(tag: "f2", wants: 2)])
squad = nil
print("end, bank \(TokenBank.available)")

// expect: ace joins with 30
// expect: bank now 70
// expect: ace has 100, bank 0
// expect: ace leaves, returning 100
// expect: bank after ace left: 100
// expect: bo joins with 10
// expect: cy joins with 20
// expect: inner scope ends
// expect: cy leaves, returning 25
// expect: session ends
// expect: bo leaves, returning 11
// expect: bank after session: 100
// expect: dee joins with 7
// expect: eli joins with 8
// expect: dee leaves, returning 7
// expect: slot holds eli
// expect: f1 joins with 1
// expect: f2 joins with 2
// expect: squad of 2 disbanding
// expect: f1 leaves, returning 1
// expect: f2 leaves, returning 2
// expect: end, bank 92
