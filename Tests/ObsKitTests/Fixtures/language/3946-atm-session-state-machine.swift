// App code style: ATM session state machine with PIN attempts and withdrawals
enum ATMState: Equatable {
    case idle
    case cardInserted(attempts: Int)
    case authenticated
    case locked
}

enum Input {
    case insertCard, pin(String), withdraw(Int), balance, eject
}

final class ATM {
    private(set) var state = ATMState.idle
    private var balance: Int
    private let correctPIN: String
    private var cash: Int
    static let maxAttempts = 3

    init(balance: Int, pin: String, cash: Int) { self.balance = balance; correctPIN = pin; self.cash = cash }

    func handle(_ input: Input) -> String {
        switch (state, input) {
        case (.idle, .insertCard):
            state = .cardInserted(attempts: 0)
            return "enter PIN"
        case (.cardInserted(let n), .pin(let p)):
            if p == correctPIN { state = .authenticated; return "welcome" }
            if n + 1 >= ATM.maxAttempts { state = .locked; return "card retained" }
            state = .cardInserted(attempts: n + 1)
            return "wrong PIN, \(ATM.maxAttempts - n - 1) left"
        case (.authenticated, .withdraw(let amt)):
            guard amt % 20 == 0 else { return "multiples of 20 only" }
            guard amt <= balance else { return "insufficient funds" }
            guard amt <= cash else { return "machine low on cash" }
            balance -= amt; cash -= amt
            return "dispensed \(amt)"
        case (.authenticated, .balance):
            return "balance \(balance)"
        case (.cardInserted, .eject), (.authenticated, .eject):
            state = .idle
            return "card returned"
        case (.locked, _):
            return "locked"
        default:
            return "ignored in \(state)"
        }
    }
}

let atm = ATM(balance: 250, pin: "4321", cash: 200)
let session1: [Input] = [.withdraw(20), .insertCard, .pin("1111"), .pin("4321"), .balance, .withdraw(50), .withdraw(100), .withdraw(200), .withdraw(100), .balance, .eject, .eject]
for input in session1 { print(atm.handle(input)) }
print("state: \(atm.state)")
let session2: [Input] = [.insertCard, .pin("0000"), .pin("9999"), .pin("1234"), .pin("4321"), .eject]
print(session2.map { atm.handle($0) }.joined(separator: " | "))
print("locked: \(atm.state == .locked)")
// expect: ignored in idle
// expect: enter PIN
// expect: wrong PIN, 2 left
// expect: welcome
// expect: balance 250
// expect: multiples of 20 only
// expect: dispensed 100
// expect: insufficient funds
// expect: dispensed 100
// expect: balance 50
// expect: card returned
// expect: ignored in idle
// expect: state: idle
// expect: enter PIN | wrong PIN, 2 left | wrong PIN, 1 left | card retained | locked | locked
// expect: locked: true
