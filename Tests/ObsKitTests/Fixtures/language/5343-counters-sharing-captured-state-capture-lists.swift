// Swift docs style (closures capturing): counters sharing captured state and capture lists
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}

let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen(), incrementByTen(), incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen(), incrementByTen())

var value = 1
let captured = { [value] in "captured \(value)" }
let live = { "live \(value)" }
value = 99
print(captured(), live())

var handlers: [() -> Void] = []
for i in 1...3 {
    handlers.append { print("handler", i) }
}
handlers.forEach { $0() }

class Counter {
    var count = 0
    lazy var bump: () -> Int = { [unowned self] in
        self.count += 1
        return self.count
    }
}
let c = Counter()
_ = c.bump()
print(c.bump(), c.count)

// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50 60
// expect: captured 1 live 99
// expect: handler 1
// expect: handler 2
// expect: handler 3
// expect: 2 2
