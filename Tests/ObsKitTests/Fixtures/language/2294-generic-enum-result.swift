// Compiler test style: generic enums with associated values, map/flatMap/fold methods, and matching on generic payloads
enum Outcome<Value, Failure: Error> {
  case success(Value)
  case failure(Failure)

  func map<U>(_ transform: (Value) -> U) -> Outcome<U, Failure> {
    switch self {
    case .success(let v): return .success(transform(v))
    case .failure(let e): return .failure(e)
    }
  }
  func flatMap<U>(_ transform: (Value) -> Outcome<U, Failure>) -> Outcome<U, Failure> {
    switch self {
    case .success(let v): return transform(v)
    case .failure(let e): return .failure(e)
    }
  }
  func fold<R>(onSuccess: (Value) -> R, onFailure: (Failure) -> R) -> R {
    switch self {
    case .success(let v): return onSuccess(v)
    case .failure(let e): return onFailure(e)
    }
  }
  var value: Value? {
    if case .success(let v) = self { return v }
    return nil
  }
}

enum ParseError: Error, Equatable {
  case empty
  case notANumber(String)
  case outOfRange(Int)
}

func parse(_ s: String) -> Outcome<Int, ParseError> {
  if s.isEmpty { return .failure(.empty) }
  guard let n = Int(s) else { return .failure(.notANumber(s)) }
  return .success(n)
}
func checkRange(_ n: Int) -> Outcome<Int, ParseError> {
  return (0...100).contains(n) ? .success(n) : .failure(.outOfRange(n))
}

for input in ["42", "", "abc", "250", "7"] {
  let result = parse(input).flatMap(checkRange).map { $0 * 2 }
  let text = result.fold(onSuccess: { "ok \($0)" }, onFailure: { "error \($0)" })
  print(input.isEmpty ? "<empty>" : input, "->", text)
}

let results = ["1", "x", "3"].map(parse)
print(results.compactMap(\.value))
let errors = results.compactMap { r -> ParseError? in
  if case .failure(let e) = r { return e }
  return nil
}
print(errors, errors.first == .notANumber("x"))

enum Tree<T> {
  case leaf
  indirect case node(Tree<T>, T, Tree<T>)
  func inorder() -> [T] {
    switch self {
    case .leaf: return []
    case let .node(l, v, r): return l.inorder() + [v] + r.inorder()
    }
  }
}
let t: Tree<String> = .node(.node(.leaf, "a", .leaf), "b", .node(.leaf, "c", .node(.leaf, "d", .leaf)))
print(t.inorder())
print(Outcome<String, ParseError>.success("hi").map(\.count).value!)

// expect: 42 -> ok 84
// expect: <empty> -> error empty
// expect: abc -> error notANumber("abc")
// expect: 250 -> error outOfRange(250)
// expect: 7 -> ok 14
// expect: [1, 3]
// expect: [main.ParseError.notANumber("x")] true
// expect: ["a", "b", "c", "d"]
// expect: 2
