// A type reads another type's `private` property
// Written by an outside author (stop 28 corpus, file 7066); the message and its place are swiftc's on this machine.
struct Wallet {
    private var cents: Int

    init(cents: Int) {
        self.cents = cents
    }

    var formatted: String { "\(cents / 100).\(cents % 100)" }
}

struct Auditor {
    func check(_ w: Wallet) -> Bool {
        w.cents >= 0
    }
}

let w = Wallet(cents: 1250)
print(w.formatted, Auditor().check(w))

// expect-error: 'cents' is inaccessible due to 'private' protection level
// expect-location: 14:11
