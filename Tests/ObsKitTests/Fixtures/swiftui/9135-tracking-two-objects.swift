// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (one tracking reads two objects; the first change of either fires once)
// `apply` "tracks access to any property within the apply closure", whichever object it belongs to. The first
// change to any of them calls `onChange` once; the tracking then ends, so the second object's change calls nothing.
import Observation

@Observable final class Account {
    var balance: Int
    init(balance: Int) { self.balance = balance }
}

let checking = Account(balance: 100)
let savings = Account(balance: 500)

withObservationTracking {
    print("total \(checking.balance + savings.balance)")
} onChange: {
    print("a balance will change")
}
// expect: total 600
savings.balance += 50
// expect: a balance will change
checking.balance -= 20
savings.balance += 1
print("checking \(checking.balance), savings \(savings.balance)")
// expect: checking 80, savings 551
