// Compiler test style: typed throws, try? flattening, try! on known-good input, and errors crossing closures
enum MathError: Error {
    case divideByZero
    case overflow(Int, Int)
}

func divide(_ a: Int, by b: Int) throws(MathError) -> Int {
    guard b != 0 else { throw .divideByZero }
    return a / b
}

func multiply(_ a: Int, _ b: Int) throws(MathError) -> Int {
    let (r, o) = a.multipliedReportingOverflow(by: b)
    if o { throw .overflow(a, b) }
    return r
}

func compute(_ a: Int, _ b: Int, _ c: Int) throws(MathError) -> Int {
    try multiply(divide(a, by: b), c)
}

for (a, b, c) in [(10, 2, 3), (1, 0, 5), (Int.max, 1, 2), (-9, 4, 100)] {
    do {
        print("result", try compute(a, b, c))
    } catch {
        switch error {
        case .divideByZero: print("divide by zero")
        case .overflow(let x, let y): print("overflow \(x == Int.max ? "max" : String(x)) * \(y)")
        }
    }
}

let maybe: Int? = try? divide(7, by: 0)
let fine = try? divide(8, by: 2)
print(maybe as Any, fine as Any)

func lookup(_ k: String) throws -> Int? {
    if k == "bad" { throw MathError.divideByZero }
    return k == "one" ? 1 : nil
}
let flattened = try? lookup("one")
let missing = try? lookup("two")
let failed = try? lookup("bad")
print(flattened as Any, missing as Any, failed as Any)

print(try! divide(100, by: 7))

let results = [4, 0, 2].map { d in Result { () throws(MathError) -> Int in try divide(12, by: d) } }
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(.divideByZero): print("typed failure: zero")
    case .failure(let e): print("typed failure:", e)
    }
}

func sumAll(_ xs: [Int], _ f: (Int) throws(MathError) -> Int) throws(MathError) -> Int {
    var s = 0
    for x in xs { s += try f(x) }
    return s
}
print((try? sumAll([1, 2, 4]) { (x: Int) throws(MathError) -> Int in try divide(8, by: x) }) ?? -1)
print((try? sumAll([1, 0]) { (x: Int) throws(MathError) -> Int in try divide(8, by: x) }) ?? -1)

// expect: result 15
// expect: divide by zero
// expect: overflow max * 2
// expect: result -200
// expect: nil Optional(4)
// expect: Optional(1) nil nil
// expect: 14
// expect: ok 3
// expect: typed failure: zero
// expect: ok 6
// expect: 14
// expect: -1
