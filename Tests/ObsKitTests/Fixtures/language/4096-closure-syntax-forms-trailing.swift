// Compiler test style: closure syntax forms, trailing closures and shorthand arguments
let nums = [5, 3, 8, 1]
print(nums.sorted(by: { (a: Int, b: Int) -> Bool in return a < b }))
print(nums.sorted(by: { a, b in a > b }))
print(nums.sorted { $0 < $1 })
print(nums.sorted(by: >))
print(nums.map { "#\($0)" })

func doTwice(_ f: () -> Void) { f(); f() }
doTwice { print("hi") }

func both(first: () -> String, second: () -> String) -> String { first() + second() }
print(both { "A" } second: { "B" })

let add: (Int, Int) -> Int = (+)
print(add(2, 3))
let curried = { (a: Int) in { (b: Int) in a * 10 + b } }
print(curried(4)(2))

let immediately: Int = { let x = 6; return x * 7 }()
print(immediately)

let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("max", max)]
for (name, op) in ops { print(name, op(9, 4)) }

func apply(_ v: Int, _ fs: ((Int) -> Int)...) -> Int { fs.reduce(v) { $1($0) } }
print(apply(2, { $0 + 1 }, { $0 * 10 }, { $0 - 3 }))

let keyPathMap = ["aa", "b", "cccc"].map(\.count)
print(keyPathMap)
let tupleClosure = { (p: (Int, Int)) -> Int in p.0 * p.1 }
print(tupleClosure((6, 7)))
let noArgs: () -> () = { }
noArgs()
print(type(of: noArgs))
// expect: [1, 3, 5, 8]
// expect: [8, 5, 3, 1]
// expect: [1, 3, 5, 8]
// expect: [8, 5, 3, 1]
// expect: ["#5", "#3", "#8", "#1"]
// expect: hi
// expect: hi
// expect: AB
// expect: 5
// expect: 42
// expect: 42
// expect: + 13
// expect: - 5
// expect: * 36
// expect: max 9
// expect: 27
// expect: [2, 1, 4]
// expect: 42
// expect: () -> ()
