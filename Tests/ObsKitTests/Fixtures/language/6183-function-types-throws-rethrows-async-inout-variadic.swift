// Language Reference style (types): function types with throws, rethrows, async, inout, variadic, @autoclosure and @escaping
enum Bad: Error { case odd(Int) }

let checker: (Int) throws -> Int = { n in
    if n % 2 != 0 { throw Bad.odd(n) }
    return n / 2
}
do { print(try checker(8)); print(try checker(3)) } catch { print("caught", error) }

func applyAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] { try xs.map(f) }
print(applyAll([1, 2, 3]) { $0 * 10 })
print((try? applyAll([2, 5], checker)) as Any)

let incr: (inout Int) -> Void = { $0 += 1 }
var value = 1
incr(&value); incr(&value)
print(value)

func sum(_ nums: Int...) -> Int { nums.reduce(0, +) }
let summer: (Int...) -> Int = sum
print(summer(1, 2, 3, 4), summer())

func logIf(_ flag: Bool, _ msg: @autoclosure () -> String) {
    if flag { print("log:", msg()) }
}
var evaluated = 0
func expensive() -> String { evaluated += 1; return "computed" }
logIf(false, expensive())
logIf(true, expensive())
print("evaluated", evaluated)

var stored: [() -> Int] = []
func keep(_ f: @escaping () -> Int) { stored.append(f) }
keep { 1 }; keep { 2 }
print(stored.map { $0() })

let asyncFn: (Int) async -> Int = { $0 + 100 }
let asyncThrows: () async throws -> String = { "async ok" }
print(await asyncFn(1), try await asyncThrows())

let curried: (Int) -> (Int) -> Int = { a in { b in a - b } }
print(curried(10)(3))
let optFn: ((Int) -> Int)? = { $0 * $0 }
print(optFn?(7) as Any)

// expect: 4
// expect: caught odd(3)
// expect: [10, 20, 30]
// expect: nil
// expect: 3
// expect: 10 0
// expect: log: computed
// expect: evaluated 1
// expect: [1, 2]
// expect: 101 async ok
// expect: 7
// expect: Optional(49)
