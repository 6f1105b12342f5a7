// Compiler test style: defer ordering and error propagation through throwing functions
enum ParseError: Error, CustomStringConvertible {
    case empty, bad(String)
    var description: String {
        switch self { case .empty: return "empty"; case .bad(let s): return "bad(\(s))" }
    }
}
func parse(_ s: String) throws -> Int {
    defer { print("  parse done: \(s)") }
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
func sum(_ xs: [String]) throws -> Int {
    print("sum start")
    defer { print("sum defer 1") }
    defer { print("sum defer 2") }
    var total = 0
    for x in xs { total += try parse(x) }
    return total
}
do { print(try sum(["1", "2"])) } catch { print("caught", error) }
do { print(try sum(["1", "x", "3"])) } catch { print("caught", error) }
do { _ = try sum([""]) } catch ParseError.empty { print("empty case") } catch { print("other") }
func scoped() {
    for i in 0..<2 {
        defer { print("loop defer", i) }
        if i == 0 { continue }
        print("body", i)
    }
    do {
        defer { print("inner block defer") }
        print("inner block")
    }
    print("after block")
}
scoped()
func rethrower(_ f: () throws -> Int) rethrows -> Int { try f() + 1 }
print(rethrower { 1 })
do { _ = try rethrower { throw ParseError.bad("r") } } catch let e as ParseError { print("rethrown", e) }
let r = Result { try parse("41") }.map { $0 + 1 }
print(r)
let r2 = Result { try parse("") }
if case .failure(let e) = r2 { print("failure", e) }

// expect: sum start
// expect:   parse done: 1
// expect:   parse done: 2
// expect: sum defer 2
// expect: sum defer 1
// expect: 3
// expect: sum start
// expect:   parse done: 1
// expect:   parse done: x
// expect: sum defer 2
// expect: sum defer 1
// expect: caught bad(x)
// expect: sum start
// expect:   parse done: 
// expect: sum defer 2
// expect: sum defer 1
// expect: empty case
// expect: loop defer 0
// expect: body 1
// expect: loop defer 1
// expect: inner block
// expect: inner block defer
// expect: after block
// expect: 2
// expect: rethrown bad(r)
// expect:   parse done: 41
// expect: success(42)
// expect:   parse done: 
// expect: failure empty
