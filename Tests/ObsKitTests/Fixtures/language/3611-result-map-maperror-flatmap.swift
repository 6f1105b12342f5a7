// Compiler test style: Result map, mapError, flatMap, flatMapError and get
enum ParseError: Error, Equatable { case empty, notNumber(String), negative(Int) }
func parse(_ s: String) -> Result<Int, ParseError> {
    if s.isEmpty { return .failure(.empty) }
    guard let n = Int(s) else { return .failure(.notNumber(s)) }
    return .success(n)
}
func nonNegative(_ n: Int) -> Result<Int, ParseError> {
    n < 0 ? .failure(.negative(n)) : .success(n)
}
for s in ["10", "", "abc", "-4"] {
    let r = parse(s).flatMap(nonNegative).map { $0 * 3 }
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("err", e)
    }
}
let recovered = parse("zz").flatMapError { e -> Result<Int, ParseError> in
    if case .notNumber = e { return .success(0) }
    return .failure(e)
}
print(recovered)
struct Described: Error { let text: String }
let described = parse("").mapError { Described(text: "\($0)") }
if case .failure(let d) = described { print("described:", d.text) }
struct Wrapped: Error { let msg: String }
let r2: Result<Int, Wrapped> = parse("q").mapError { Wrapped(msg: "bad: \($0)") }
do {
    _ = try r2.get()
} catch let w as Wrapped {
    print(w.msg)
} catch {
    print("other")
}
print(try! parse("8").get())
print((try? parse("x").get()) as Any)
let caught = Result { () throws -> Int in
    throw Wrapped(msg: "thrown")
}
if case .failure(let e) = caught { print((e as! Wrapped).msg) }
let fine = Result<String, Error> { "value" }
print((try? fine.get()) ?? "")
print(parse("5") == .success(5), parse("") == .failure(.empty))
let all = ["1", "2", "x"].map(parse)
print(all.filter { if case .success = $0 { return true } else { return false } }.count)

// expect: ok 30
// expect: err empty
// expect: err notNumber("abc")
// expect: err negative(-4)
// expect: success(0)
// expect: described: empty
// expect: bad: notNumber("q")
// expect: 8
// expect: nil
// expect: thrown
// expect: value
// expect: true true
// expect: 2
