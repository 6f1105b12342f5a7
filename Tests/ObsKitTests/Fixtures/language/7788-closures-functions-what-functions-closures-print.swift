// Blog style (closures and functions): what functions and closures print as
// known-gap: line 11: expected "(Int) -> Int", got "(Any) -> Any"
func add(_ a: Int, _ b: Int) -> Int { a + b }
let f = add
print(type(of: f))
let g: (String) -> Void = { print("hi", $0) }
print(type(of: g))
g("there")
let h = { (x: Int) -> Int in x * 2 }
print(type(of: h))
print(h(21))
let thrower: () throws -> Int = { 1 }
print(type(of: thrower))
let opt: ((Int) -> Int)? = h
print(opt.map { $0(5) } as Any)
let fs: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }]
print(fs.map { $0(3) })
print(type(of: fs))
func twice<T>(_ f: @escaping (T) -> T) -> (T) -> T { { f(f($0)) } }
print(twice(h)(1))
print(type(of: twice(h)))
let tupleF: (Int, Int) -> (Int, Int) = { ($1, $0) }
print(tupleF(1, 2))
print(type(of: tupleF))
// expect: (Int, Int) -> Int
// expect: (String) -> ()
// expect: hi there
// expect: (Int) -> Int
// expect: 42
// expect: () throws -> Int
// expect: Optional(10)
// expect: [4, 30]
// expect: Array<(Int) -> Int>
// expect: 4
// expect: (Int) -> Int
// expect: (2, 1)
// expect: (Int, Int) -> (Int, Int)
