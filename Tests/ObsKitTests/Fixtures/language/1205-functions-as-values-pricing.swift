// Functions: named functions passed without labels (apply(list, by: isEven)), function types, returning functions, methods and initializers as values.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func isEven(_ n: Int) -> Bool { n % 2 == 0 }
func isPositive(_ n: Int) -> Bool { n > 0 }
func square(_ n: Int) -> Int { n * n }
func apply(_ list: [Int], by predicate: (Int) -> Bool) -> [Int] { list.filter(predicate) }
func transform(_ list: [Int], with f: (Int) -> Int) -> [Int] { list.map(f) }
let numbers = [-3, -2, 0, 1, 4, 7]
print(apply(numbers, by: isEven))
print(apply(numbers, by: isPositive))
print(transform(numbers, with: square))
print(numbers.filter(isEven).map(square))
func sumOfPrices(_ a: Int, _ b: Int) -> Int { a + b }
func bulkPrice(_ a: Int, _ b: Int) -> Int { a * b }
var pricing: (Int, Int) -> Int = sumOfPrices
print("Price: \(pricing(4, 6))")
pricing = bulkPrice
print("Price: \(pricing(4, 6))")
func showPrice(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) { print("Price: \(f(a, b))") }
showPrice(sumOfPrices, 8, 2)
showPrice(+, 10, 1)
showPrice(max, 4, 9)
func warmer(_ degrees: Int) -> Int { degrees + 1 }
func cooler(_ degrees: Int) -> Int { degrees - 1 }
func adjuster(tooWarm: Bool) -> (Int) -> Int { tooWarm ? cooler : warmer }
var room = 17
let target = 21
let nudge = adjuster(tooWarm: room > target)
while room != target {
    print(room, terminator: "... ")
    room = nudge(room)
}
print("comfortable!")
let operations: [String: (Int, Int) -> Int] = ["add": sumOfPrices, "mul": bulkPrice, "sub": (-)]
for name in operations.keys.sorted() { print(name, operations[name]!(6, 3)) }
print(["a", "b"].map(String.init(describing:)), [1, 2].map(String.init), ["x"].map { $0.uppercased() })
let shout = String.uppercased
print(shout("quiet")())
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let squareThenDescribe = compose(square, String.init(describing:))
print(squareThenDescribe(12), type(of: isEven))

// expect: [-2, 0, 4]
// expect: [1, 4, 7]
// expect: [9, 4, 0, 1, 16, 49]
// expect: [4, 0, 16]
// expect: Price: 10
// expect: Price: 24
// expect: Price: 10
// expect: Price: 11
// expect: Price: 9
// expect: 17... 18... 19... 20... comfortable!
// expect: add 9
// expect: mul 18
// expect: sub 3
// expect: ["a", "b"] ["1", "2"] ["X"]
// expect: QUIET
// expect: 144 (Int) -> Bool
