// Compiler test style: printing errors, Result values and caught errors
enum NetError: Error {
  case timeout
  case badStatus(code: Int)
  case message(String)
}

struct ParseError: Error {
  var line: Int
}

struct Described: Error, CustomStringConvertible {
  var description: String { "described error" }
}

func fail(_ n: Int) throws -> Int {
  switch n {
  case 0: throw NetError.timeout
  case 1: throw NetError.badStatus(code: 404)
  case 2: throw ParseError(line: 7)
  case 3: throw Described()
  default: return n
  }
}

for i in 0...4 {
  do {
    let v = try fail(i)
    print("ok", v)
  } catch {
    print("caught:", error)
    debugPrint(error)
  }
}
let r1: Result<Int, NetError> = .success(5)
let r2: Result<Int, NetError> = .failure(.message("m"))
print(r1)
print(r2)
debugPrint(r2)
print(Result { try fail(2) })
print(String(describing: NetError.badStatus(code: 1)))
print([NetError.timeout])
let e: Error = ParseError(line: 1)
print(e, type(of: e))
// expect: caught: timeout
// expect: main.NetError.timeout
// expect: caught: badStatus(code: 404)
// expect: main.NetError.badStatus(code: 404)
// expect: caught: ParseError(line: 7)
// expect: main.ParseError(line: 7)
// expect: caught: described error
// expect: described error
// expect: ok 4
// expect: success(5)
// expect: failure(main.NetError.message("m"))
// expect: Swift.Result<Swift.Int, main.NetError>.failure(main.NetError.message("m"))
// expect: failure(main.ParseError(line: 7))
// expect: badStatus(code: 1)
// expect: [main.NetError.timeout]
// expect: ParseError(line: 1) ParseError
