// Point-Free style (validated): an applicative Validated<Value, Error> accumulating errors in a non-empty list, with map, zip overloads and a form validator
struct NonEmptyArray<Element> {
    var head: Element
    var tail: [Element]
    init(_ head: Element, _ tail: Element...) { self.head = head; self.tail = tail }
    var all: [Element] { [head] + tail }
    static func + (a: Self, b: Self) -> Self { var r = a; r.tail += b.all; return r }
}

enum Validated<Value, Failure> {
    case valid(Value)
    case invalid(NonEmptyArray<Failure>)

    func map<B>(_ f: (Value) -> B) -> Validated<B, Failure> {
        switch self {
        case .valid(let v): return .valid(f(v))
        case .invalid(let e): return .invalid(e)
        }
    }

    var errors: [Failure] { if case .invalid(let e) = self { return e.all } else { return [] } }
}

func zip<A, B, E>(_ a: Validated<A, E>, _ b: Validated<B, E>) -> Validated<(A, B), E> {
    switch (a, b) {
    case let (.valid(x), .valid(y)): return .valid((x, y))
    case let (.invalid(e), .valid): return .invalid(e)
    case let (.valid, .invalid(e)): return .invalid(e)
    case let (.invalid(e1), .invalid(e2)): return .invalid(e1 + e2)
    }
}

func zip<A, B, C, E>(_ a: Validated<A, E>, _ b: Validated<B, E>, _ c: Validated<C, E>) -> Validated<(A, B, C), E> {
    zip(zip(a, b), c).map { ($0.0, $0.1, $1) }
}

enum FieldError: Error, CustomStringConvertible {
    case empty(String), tooShort(String, min: Int), invalid(String)
    var description: String {
        switch self {
        case .empty(let f): return "\(f) is empty"
        case let .tooShort(f, min): return "\(f) needs \(min)+ chars"
        case .invalid(let f): return "\(f) is invalid"
        }
    }
}

func nonEmpty(_ field: String, _ s: String) -> Validated<String, FieldError> {
    s.isEmpty ? .invalid(NonEmptyArray(.empty(field))) : .valid(s)
}
func minLength(_ field: String, _ n: Int, _ s: String) -> Validated<String, FieldError> {
    s.count < n ? .invalid(NonEmptyArray(.tooShort(field, min: n))) : .valid(s)
}
func age(_ s: String) -> Validated<Int, FieldError> {
    Int(s).flatMap { (0...150).contains($0) ? $0 : nil }.map { .valid($0) } ?? .invalid(NonEmptyArray(.invalid("age")))
}

struct Signup: CustomStringConvertible {
    let name: String, password: String, age: Int
    var description: String { "Signup(\(name), \(String(repeating: "*", count: password.count)), \(age))" }
}

func validate(name: String, password: String, ageText: String) -> Validated<Signup, FieldError> {
    zip(nonEmpty("name", name), minLength("password", 6, password), age(ageText)).map(Signup.init)
}

for (n, p, a) in [("kim", "secret99", "31"), ("", "abc", "200"), ("lee", "pw", "x")] {
    switch validate(name: n, password: p, ageText: a) {
    case .valid(let s): print("ok", s)
    case .invalid(let errors): print("errors:", errors.all.map(\.description).joined(separator: "; "))
    }
}
print(zip(Validated<Int, String>.valid(1), Validated<Bool, String>.invalid(NonEmptyArray("x", "y"))).errors)

// expect: ok Signup(kim, ********, 31)
// expect: errors: name is empty; password needs 6+ chars; age is invalid
// expect: errors: password needs 6+ chars; age is invalid
// expect: ["x", "y"]
