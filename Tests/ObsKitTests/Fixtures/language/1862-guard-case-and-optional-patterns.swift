// Compiler test style: optional patterns — guard case, if case let x?, nested optionals and enum payload patterns with early exits
enum Response {
    case success(code: Int, body: String?)
    case failure(String)
    case empty
}

func handle(_ r: Response) -> String {
    guard case let .success(code, body) = r else {
        if case .failure(let msg) = r { return "failed: \(msg)" }
        return "nothing"
    }
    guard case let text? = body else {
        return "ok \(code) without body"
    }
    return "ok \(code): \(text)"
}

print(handle(.success(code: 200, body: "hello")))
print(handle(.success(code: 204, body: nil)))
print(handle(.failure("timeout")))
print(handle(.empty))

// if case let x? with conditions
let values: [Int?] = [nil, 4, 15, nil, 23]
for v in values {
    if case let x? = v, x > 10 {
        print("big value \(x)")
    } else if case .some(let x) = v {
        print("small value \(x)")
    } else {
        print("missing")
    }
}

// Nested optionals: Int??
let nested: [Int??] = [.some(.some(1)), .some(.none), .none]
for n in nested {
    switch n {
    case let x??: print("double-wrapped value \(x)")
    case .some(nil): print("inner nil")
    case nil: print("outer nil")
    }
}

// Optional tuple patterns
let lookup: [String: (Int, String)] = ["a": (1, "one"), "b": (2, "two")]
for key in ["a", "c", "b"] {
    if case let (num, name)? = lookup[key] {
        print("\(key) -> \(num) \(name)")
    } else {
        print("\(key) -> absent")
    }
}

// guard case with payload matching a literal
func parse(_ pair: (String, Int?)) -> Int {
    guard case (let label, let count?) = pair, label != "skip" else {
        return -1
    }
    return count * 10
}
print(parse(("x", 3)), parse(("x", nil)), parse(("skip", 5)))

// Optional enum payload with case pattern in a switch
let maybeResponse: Response? = .success(code: 201, body: "created")
switch maybeResponse {
case .success(let code, let body?)?: print("optional success \(code) \(body)")
case .some: print("some other")
case .none: print("none")
}

// expect: ok 200: hello
// expect: ok 204 without body
// expect: failed: timeout
// expect: nothing
// expect: missing
// expect: small value 4
// expect: big value 15
// expect: missing
// expect: big value 23
// expect: double-wrapped value 1
// expect: inner nil
// expect: outer nil
// expect: a -> 1 one
// expect: c -> absent
// expect: b -> 2 two
// expect: 30 -1 -1
// expect: optional success 201 created
