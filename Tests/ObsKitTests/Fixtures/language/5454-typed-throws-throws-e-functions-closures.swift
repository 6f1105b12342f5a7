// Swift Evolution style (SE-0413 with Result): typed throws, throws(E) in functions and closures, Result(catching:) and get()
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

func parse(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    guard let v = Int(s) else { throw .notANumber(s) }
    guard (0...100).contains(v) else { throw ParseError.outOfRange(v) }
    return v
}

func sumAll(_ inputs: [String]) throws(ParseError) -> Int {
    var total = 0
    for s in inputs { total += try parse(s) }
    return total
}

for input in ["42", "", "abc", "500"] {
    do {
        let v = try parse(input)
        print("ok", v)
    } catch {
        // error is statically ParseError here
        switch error {
        case .empty: print("empty input")
        case .notANumber(let s): print("not a number: \(s)")
        case .outOfRange(let v): print("out of range: \(v)")
        }
    }
}

let r1 = Result { () throws(ParseError) -> Int in try sumAll(["1", "2", "3"]) }
let r2 = Result { () throws(ParseError) -> Int in try sumAll(["1", "oops"]) }
print(r1)
print(r2)

switch r2 {
case .success(let v): print("sum", v)
case .failure(let e): print("failed with", e, e == .notANumber("oops"))
}

struct Wrapped: Error {}
let mapped = r1.map { $0 * 10 }.mapError { _ in Wrapped() }
print((try? mapped.get()) ?? -1)

func rethrowing<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int {
    try body() + 1
}
let n = rethrowing { 41 }
print("never throws:", n)
do {
    _ = try rethrowing { () throws(ParseError) -> Int in throw .empty }
} catch {
    print("caught typed", error)
}

func anyThrow() throws -> Int { throw ParseError.outOfRange(-1) }
do { _ = try anyThrow() } catch let e as ParseError { print("cast", e) } catch { print("other") }

// expect: ok 42
// expect: empty input
// expect: not a number: abc
// expect: out of range: 500
// expect: success(6)
// expect: failure(main.ParseError.notANumber("oops"))
// expect: failed with notANumber("oops") true
// expect: 60
// expect: never throws: 42
// expect: caught typed empty
// expect: cast outOfRange(-1)
