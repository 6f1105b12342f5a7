// Properties: global variables with observers, local computed variables, and a property wrapper on a local variable.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var score = 0 {
    willSet { print("score will become \(newValue)") }
    didSet { print("score was \(oldValue), now \(score)") }
}
score = 5
score += 10
var history: [Int] = [] {
    didSet { print("history has \(history.count) entries") }
}
history.append(score)
history.append(1)
@propertyWrapper
struct NonNegative {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}
func simulate(withdrawals: [Int]) -> Int {
    @NonNegative var balance = 50
    for amount in withdrawals {
        balance -= amount
        print("after \(amount): \(balance)")
    }
    return balance
}
print(simulate(withdrawals: [20, 40, 5]))
func area(width: Int, height: Int) -> Int {
    var doubled: Int {
        get { width * height * 2 }
    }
    var label: String { "area=\(doubled / 2)" }
    print(label)
    return doubled / 2
}
print(area(width: 3, height: 7))
var totalCalls = 0
var computedGlobal: Int {
    totalCalls += 1
    return totalCalls * 10
}
print(computedGlobal, computedGlobal, totalCalls)
var temperature = 20.0 {
    didSet { if temperature > 25 { print("warm: \(temperature)") } }
}
for t in [22.0, 26.5, 24.0, 30.0] { temperature = t }

// expect: score will become 5
// expect: score was 0, now 5
// expect: score will become 15
// expect: score was 5, now 15
// expect: history has 1 entries
// expect: history has 2 entries
// expect: after 20: 30
// expect: after 40: 0
// expect: after 5: 0
// expect: 0
// expect: area=21
// expect: 21
// expect: 10 20 2
// expect: warm: 26.5
// expect: warm: 30.0
