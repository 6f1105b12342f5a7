// Compiler test style: printing closure types and function values
let f1: (Int) -> Int = { $0 }
let f2: (String, Int) -> Bool = { _, _ in true }
let f3: () -> Void = {}
let f4: (Int) throws -> String = { String($0) }
let f5: (@escaping (Int) -> Int) -> (Int) -> Int = { g in { g(g($0)) } }
print(type(of: f1))
print(type(of: f2))
print(type(of: f3))
print(type(of: f4))
print(type(of: f5))
print(f5(f1)(3))
let opt: ((Int) -> Int)? = f1
print(type(of: opt))
print(f1 as Any)
let tupleFn: ((Int, Int)) -> Int = { $0.0 + $0.1 }
print(type(of: tupleFn), tupleFn((2, 3)))
let inoutFn: (inout Int) -> Void = { $0 += 1 }
print(type(of: inoutFn))
// expect: (Int) -> Int
// expect: (String, Int) -> Bool
// expect: () -> ()
// expect: (Int) throws -> String
// expect: ((Int) -> Int) -> (Int) -> Int
// expect: 3
// expect: Optional<(Int) -> Int>
// expect: (Function)
// expect: ((Int, Int)) -> Int 5
// expect: (inout Int) -> ()
