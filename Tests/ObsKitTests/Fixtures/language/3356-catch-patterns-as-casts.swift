// Compiler test style: catch patterns with is/as casts, multi-pattern catch clauses, error protocol existentials
protocol CodedError: Error { var code: Int { get } }
struct A: CodedError { let code: Int }
struct B: CodedError { let code: Int; let msg: String }
enum C: Error { case x, y, z }

func raise(_ i: Int) throws {
  switch i {
  case 0: throw A(code: 10)
  case 1: throw B(code: 20, msg: "bee")
  case 2: throw C.x
  case 3: throw C.y
  case 4: throw C.z
  default: return
  }
}

for i in 0...5 {
  do {
    try raise(i)
    print("\(i): no error")
  } catch let b as B {
    print("\(i): B \(b.code) \(b.msg)")
  } catch let e as CodedError {
    print("\(i): coded \(e.code)")
  } catch C.x, C.y {
    print("\(i): x or y")
  } catch is C {
    print("\(i): some other C")
  }
}

let errors: [Error] = [A(code: 1), C.z, B(code: 2, msg: "m")]
for e in errors {
  if let c = e as? CodedError { print("code", c.code) } else { print("not coded", e) }
}
let n = errors.filter { $0 is C }.count
print("C count \(n)")
// expect: 0: coded 10
// expect: 1: B 20 bee
// expect: 2: x or y
// expect: 3: x or y
// expect: 4: some other C
// expect: 5: no error
// expect: code 1
// expect: not coded z
// expect: code 2
// expect: C count 1
