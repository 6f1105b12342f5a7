// Hacking with Swift style (first-class functions): functions stored in variables and dictionaries, returned from functions, and composed
func add(_ a: Int, _ b: Int) -> Int { a + b }
func multiply(_ a: Int, _ b: Int) -> Int { a * b }

let operations: [String: (Int, Int) -> Int] = [
    "+": add,
    "*": multiply,
    "-": { $0 - $1 },
    "max": max,
]

for symbol in operations.keys.sorted() {
    print("7 \(symbol) 3 =", operations[symbol]!(7, 3))
}

func makeMultiplier(_ factor: Int) -> (Int) -> Int {
    { $0 * factor }
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}

let triple = makeMultiplier(3)
let addOne: (Int) -> Int = { $0 + 1 }
let tripleThenAdd = compose(triple, addOne)
let addThenTriple = compose(addOne, triple)
print(tripleThenAdd(5), addThenTriple(5))

let describe = compose({ (n: Int) in n * n }, { "square is \($0)" })
print(describe(9))

func apply(_ times: Int, _ f: (Int) -> Int, to start: Int) -> Int {
    var value = start
    for _ in 0..<times { value = f(value) }
    return value
}
print(apply(4, makeMultiplier(2), to: 1))

var log: [String] = []
func record(_ name: String) -> () -> Void {
    return { log.append(name) }
}
let actions = ["open", "edit", "save"].map(record)
actions.reversed().forEach { $0() }
print(log)

let transforms: [(String) -> String] = [{ $0.uppercased() }, { String($0.reversed()) }, { $0 + "!" }]
print(transforms.reduce("swift") { acc, f in f(acc) })
let lengths = ["a", "bbb", "cc"].map(\.count)
print(lengths, [7, 42].map(String.init))

// expect: 7 * 3 = 21
// expect: 7 + 3 = 10
// expect: 7 - 3 = 4
// expect: 7 max 3 = 7
// expect: 16 18
// expect: square is 81
// expect: 16
// expect: ["save", "edit", "open"]
// expect: TFIWS!
// expect: [1, 3, 2] ["7", "42"]
