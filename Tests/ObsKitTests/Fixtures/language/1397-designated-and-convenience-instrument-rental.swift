// Initialization: designated and convenience initializers across a three-level hierarchy, with inherited convenience inits.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Instrument {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "(not chosen yet)") }
}
let cello = Instrument(name: "Cello")
let undecided = Instrument()
print(cello.name, undecided.name)
class RentalInstrument: Instrument {
    var weeks: Int
    init(name: String, weeks: Int) {
        self.weeks = weeks
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, weeks: 2) }
}
let trialRental = RentalInstrument()
let violin = RentalInstrument(name: "Violin")
let harpForTerm = RentalInstrument(name: "Harp", weeks: 8)
print(trialRental.name, trialRental.weeks, violin.weeks, harpForTerm.weeks)
class RentalContract: RentalInstrument {
    var depositPaid = false
    var summary: String {
        "\(name) for \(weeks) weeks, deposit " + (depositPaid ? "paid" : "due")
    }
}
var contracts = [RentalContract(), RentalContract(name: "Flute"), RentalContract(name: "Drum kit", weeks: 4)]
contracts[2].depositPaid = true
contracts[0].name = "Ukulele"
contracts[0].weeks = 1
for contract in contracts { print(contract.summary) }
class Account {
    let id: Int
    var owner: String
    init(id: Int, owner: String) { self.id = id; self.owner = owner }
    convenience init(owner: String) { self.init(id: Account.nextID(), owner: owner) }
    convenience init(copying other: Account) { self.init(owner: other.owner + " (copy)") }
    static var counter = 0
    static func nextID() -> Int { counter += 1; return counter }
}
let a1 = Account(owner: "ana")
let a2 = Account(copying: a1)
let a3 = Account(id: 99, owner: "root")
print([a1, a2, a3].map { "\($0.id):\($0.owner)" })

// expect: Cello (not chosen yet)
// expect: (not chosen yet) 2 2 8
// expect: Ukulele for 1 weeks, deposit due
// expect: Flute for 2 weeks, deposit due
// expect: Drum kit for 4 weeks, deposit paid
// expect: ["1:ana", "2:ana (copy)", "99:root"]
