// Apple docs style (SignedNumeric.negate()): flipping signs in a ledger
var balance = 250
balance.negate()
print("negated balance:", balance)

var rate = 0.035
rate.negate()
print("negated rate:", rate)

var zero = 0.0
zero.negate()
print("negated 0.0:", zero)

// A generic helper built on SignedNumeric
func flipAll<T: SignedNumeric>(_ xs: [T]) -> [T] {
    xs.map { var y = $0; y.negate(); return y }
}
print(flipAll([1, -2, 3]))
print(flipAll([0.5, -0.0]))
print(flipAll([Int8(-127), 127]))

// Prefix minus is the same operation
func opposite<T: SignedNumeric>(_ x: T) -> T { -x }
print(opposite(42), opposite(-1.5), opposite(Int16(300)))

// Int.min cannot be negated; check first with the overflow-reporting API
let extremes: [Int8] = [Int8.min, -1, 0, Int8.max]
for v in extremes {
    let (result, overflow) = Int8(0).subtractingReportingOverflow(v)
    print("negating \(v): \(overflow ? "overflow (wraps to \(result))" : "\(result)")")
}

// Wrapping negation with &-
print("0 &- Int8.min =", 0 &- Int8.min)
print("0 &- Int.min == Int.min:", 0 &- Int.min == Int.min)

// Reversing transactions to undo them
struct Transaction { var label: String; var amount: Int }
var log = [Transaction(label: "deposit", amount: 500), Transaction(label: "coffee", amount: -4), Transaction(label: "rent", amount: -300)]
let net = log.reduce(0) { $0 + $1.amount }
print("net:", net)
for i in log.indices { log[i].amount.negate() }
print("undo entries:", log.map { "\($0.label) \($0.amount)" })
print("net after undo:", net + log.reduce(0) { $0 + $1.amount })

// Negation and the sign property of floating point values
let values: [Double] = [3, -3, 0, -0.0]
print(values.map { (-$0).sign })

// expect: negated balance: -250
// expect: negated rate: -0.035
// expect: negated 0.0: -0.0
// expect: [-1, 2, -3]
// expect: [-0.5, 0.0]
// expect: [127, -127]
// expect: -42 1.5 -300
// expect: negating -128: overflow (wraps to -128)
// expect: negating -1: 1
// expect: negating 0: 0
// expect: negating 127: -127
// expect: 0 &- Int8.min = -128
// expect: 0 &- Int.min == Int.min: true
// expect: net: 196
// expect: undo entries: ["deposit -500", "coffee 4", "rent 300"]
// expect: net after undo: 0
// expect: [Swift.FloatingPointSign.minus, Swift.FloatingPointSign.plus, Swift.FloatingPointSign.minus, Swift.FloatingPointSign.plus]
