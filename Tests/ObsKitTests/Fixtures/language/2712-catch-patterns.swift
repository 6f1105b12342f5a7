// Compiler test style: do/catch clauses with casts, where clauses and payload bindings
enum NetError: Error {
  case timeout(seconds: Int)
  case status(code: Int, message: String)
  case offline
}
struct ParseError: Error { let line: Int; let reason: String }

func run(_ k: Int) throws {
  switch k {
  case 0: throw NetError.timeout(seconds: 30)
  case 1: throw NetError.timeout(seconds: 2)
  case 2: throw NetError.status(code: 404, message: "missing")
  case 3: throw NetError.status(code: 500, message: "server")
  case 4: throw ParseError(line: 7, reason: "bad token")
  case 5: throw ParseError(line: 70, reason: "eof")
  case 6: throw NetError.offline
  default: return
  }
}

for k in 0...7 {
  do {
    try run(k)
    print(k, "no error")
  } catch NetError.timeout(let s) where s > 10 {
    print(k, "long timeout", s)
  } catch NetError.timeout {
    print(k, "short timeout")
  } catch NetError.status(let code, _) where (400..<500).contains(code) {
    print(k, "client error", code)
  } catch let NetError.status(code, message) {
    print(k, "status", code, message)
  } catch let e as ParseError where e.line < 10 {
    print(k, "early parse error:", e.reason)
  } catch is ParseError {
    print(k, "some parse error")
  } catch {
    print(k, "fallback", error)
  }
}

// expect: 0 long timeout 30
// expect: 1 short timeout
// expect: 2 client error 404
// expect: 3 status 500 server
// expect: 4 early parse error: bad token
// expect: 5 some parse error
// expect: 6 fallback offline
// expect: 7 no error
