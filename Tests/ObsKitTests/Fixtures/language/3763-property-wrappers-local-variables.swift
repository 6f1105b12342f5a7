// Compiler test style: property wrappers on local variables and function parameters
@propertyWrapper
struct Doubled {
    private var v: Int
    init(wrappedValue: Int) { v = wrappedValue * 2 }
    var wrappedValue: Int {
        get { v }
        set { v = newValue * 2 }
    }
    var projectedValue: String { "Doubled(\(v))" }
}

func localDemo() {
    @Doubled var x = 5
    print(x, $x)
    x = 7
    print(x, $x)
    x += 1
    print(x)
}
localDemo()

@propertyWrapper
struct NonNegative {
    var wrappedValue: Int {
        didSet { if wrappedValue < 0 { wrappedValue = 0 } }
    }
    init(wrappedValue: Int) { self.wrappedValue = max(0, wrappedValue) }
    var projectedValue: NonNegative { self }
}

func report(@NonNegative count: Int, label: String) {
    print("\(label): \(count)")
}
report(count: 10, label: "ten")
report(count: -3, label: "negative")

func inspect(@NonNegative amount: Int) -> String {
    "\(amount) via \($amount.wrappedValue)"
}
print(inspect(amount: -9))
print(inspect(amount: 4))

let values = [3, -1, 8]
for v in values {
    @NonNegative var n = v
    n -= 5
    print("v=\(v) n=\(n)")
}

func makeTotal() -> Int {
    @Doubled var total = 0
    for i in 1...3 { total += i }
    return total
}
print(makeTotal())
// expect: 10 Doubled(10)
// expect: 14 Doubled(14)
// expect: 30
// expect: ten: 10
// expect: negative: 0
// expect: 0 via 0
// expect: 4 via 4
// expect: v=3 n=0
// expect: v=-1 n=0
// expect: v=8 n=3
// expect: 22
