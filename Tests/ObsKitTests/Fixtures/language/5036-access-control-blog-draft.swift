// Access control: private, fileprivate, private(set), internal defaults, private extensions in one file
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A blog draft counts its autosaves; only the draft itself may change the count.
struct Draft {
    private(set) var autosaves = 0
    var body: String = "" {
        didSet { autosaves += 1 }
    }
}
var post = Draft()
post.body = "Ten tips for growing basil"
post.body += " on a windowsill"
print("Autosaves so far: \(post.autosaves)")

public struct Account {
    public private(set) var balance: Int = 0
    private var history: [Int] = []
    public init() {}
    public mutating func deposit(_ amount: Int) {
        guard isValid(amount) else { print("rejected \(amount)"); return }
        balance += amount
        history.append(amount)
    }
    private func isValid(_ amount: Int) -> Bool { amount > 0 }
    var historyCount: Int { history.count }
}
var acct = Account()
acct.deposit(50)
acct.deposit(-5)
acct.deposit(25)
print(acct.balance, acct.historyCount)

fileprivate func helper(_ x: Int) -> Int { x * 2 }
fileprivate struct Secret {
    fileprivate var code = 1234
    private var hidden = "h"
    func reveal() -> String { "\(code)-\(hidden)" }
}
print(helper(21), Secret().reveal())

class Door {
    private var isLocked = true
    private static var created = 0
    init() { Door.created += 1 }
    static var count: Int { created }
    func toggle() { isLocked.toggle() }
    var status: String { isLocked ? "locked" : "open" }
}
extension Door {
    func peek() -> Bool { isLocked }
}
let door = Door()
_ = Door()
door.toggle()
print(door.status, door.peek(), Door.count)

private extension String {
    var shouted: String { uppercased() + "!" }
}
print("hey".shouted)
internal let answer = 42
private enum Mode { case a, b }
print(answer, [Mode.a, .b].count)
struct Temp {
    private(set) var readings: [Int] = []
    mutating func record(_ r: Int) { readings.append(r) }
}
var temp = Temp()
temp.record(20); temp.record(22)
print(temp.readings)
// expect: Autosaves so far: 2
// expect: rejected -5
// expect: 75 2
// expect: 42 1234-h
// expect: open false 2
// expect: HEY!
// expect: 42 2
// expect: [20, 22]
