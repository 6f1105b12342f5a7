// Deinitializers running when the last reference goes away: optionals set to nil, function scopes, do blocks, arrays
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A neighbourhood tool library lends out garden chairs; borrowers bring them back when they leave.
class ChairStore {
    static var chairsInStore = 60
    static func lend(_ requested: Int) -> Int {
        let granted = min(requested, chairsInStore)
        chairsInStore -= granted
        return granted
    }
    static func takeBack(_ chairs: Int) {
        chairsInStore += chairs
    }
}

class Borrower {
    let name: String
    var chairs: Int
    init(name: String, chairs: Int) {
        self.name = name
        self.chairs = ChairStore.lend(chairs)
        print("\(name) borrows \(self.chairs) chairs")
    }
    func needMore(_ extra: Int) {
        chairs += ChairStore.lend(extra)
    }
    deinit {
        print("\(name) brings back \(chairs) chairs")
        ChairStore.takeBack(chairs)
    }
}

var party: Borrower? = Borrower(name: "Party", chairs: 20)
print("store:", ChairStore.chairsInStore)
party!.needMore(50)
print("store:", ChairStore.chairsInStore)
party = nil
print("store:", ChairStore.chairsInStore)

func quizNight() {
    let quiz = Borrower(name: "Quiz", chairs: 8)
    quiz.needMore(4)
    print("quiz night over for \(quiz.name)")
}
quizNight()
print("after quiz night")

do {
    let choir = Borrower(name: "Choir", chairs: 2)
    choir.needMore(3)
    print("in scope: \(choir.name) has \(choir.chairs)")
}
print("scope closed")

var street: [Borrower] = [Borrower(name: "No. 2", chairs: 1), Borrower(name: "No. 4", chairs: 2), Borrower(name: "No. 6", chairs: 3)]
street.remove(at: 1)
print("removed one")
let lastOut = street[0]
street.removeAll()
print("street cleared, still out: \(lastOut.name)")
print("store:", ChairStore.chairsInStore)
// expect: Party borrows 20 chairs
// expect: store: 40
// expect: store: 0
// expect: Party brings back 60 chairs
// expect: store: 60
// expect: Quiz borrows 8 chairs
// expect: quiz night over for Quiz
// expect: Quiz brings back 12 chairs
// expect: after quiz night
// expect: Choir borrows 2 chairs
// expect: in scope: Choir has 5
// expect: Choir brings back 5 chairs
// expect: scope closed
// expect: No. 2 borrows 1 chairs
// expect: No. 4 borrows 2 chairs
// expect: No. 6 borrows 3 chairs
// expect: No. 4 brings back 2 chairs
// expect: removed one
// expect: No. 6 brings back 3 chairs
// expect: street cleared, still out: No. 2
// expect: store: 59
