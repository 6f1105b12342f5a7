// Compiler test style: printing generic enums, nested enums and enums inside structs
enum Either<L, R> {
  case left(L)
  case right(R)
}

struct Response {
  enum Code { case ok, notFound(path: String) }
  var code: Code
  var body: Either<String, Int>
}

enum Box<T> {
  case empty
  case full(T)
  case pair(first: T, second: T)
}

let e1: Either<Int, String> = .left(1)
let e2: Either<Int, String> = .right("r")
print(e1, e2)
debugPrint(e1)
print([e1, e2])
let r = Response(code: .notFound(path: "/x"), body: .left("err"))
print(r)
debugPrint(r.code)
print(Response.Code.ok)
print(Box<Int>.empty)
debugPrint(Box<Int>.empty)
print(Box.full([1, 2]))
print(Box.pair(first: 1.5, second: 2.5))
debugPrint(Box.pair(first: "a", second: "b"))
print(Box.full(Box.full(3)))
let opt: Box<String>? = .full("o")
print(opt as Any)
print(type(of: e1), type(of: r.code))
// expect: left(1) right("r")
// expect: main.Either<Swift.Int, Swift.String>.left(1)
// expect: [main.Either<Swift.Int, Swift.String>.left(1), main.Either<Swift.Int, Swift.String>.right("r")]
// expect: Response(code: main.Response.Code.notFound(path: "/x"), body: main.Either<Swift.String, Swift.Int>.left("err"))
// expect: main.Response.Code.notFound(path: "/x")
// expect: ok
// expect: empty
// expect: main.Box<Swift.Int>.empty
// expect: full([1, 2])
// expect: pair(first: 1.5, second: 2.5)
// expect: main.Box<Swift.String>.pair(first: "a", second: "b")
// expect: full(main.Box<Swift.Int>.full(3))
// expect: Optional(main.Box<Swift.String>.full("o"))
// expect: Either<Int, String> Code
