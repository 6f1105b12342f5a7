// Functional Swift blog style: Optional as an applicative functor with <^> and <*> operators, three-argument curry, validation
precedencegroup ApplicativePrecedence {
    associativity: left
    higherThan: NilCoalescingPrecedence
}
infix operator <^>: ApplicativePrecedence
infix operator <*>: ApplicativePrecedence

func <^> <A, B>(f: (A) -> B, a: A?) -> B? {
    a.map(f)
}

func <*> <A, B>(f: ((A) -> B)?, a: A?) -> B? {
    guard let f = f, let a = a else { return nil }
    return f(a)
}

func curry<A, B, C, D>(_ f: @escaping (A, B, C) -> D) -> (A) -> (B) -> (C) -> D {
    { a in { b in { c in f(a, b, c) } } }
}

struct User: CustomStringConvertible {
    let name: String
    let age: Int
    let email: String
    var description: String { "User(\(name), \(age), \(email))" }
}

func validName(_ s: String) -> String? { s.isEmpty ? nil : s.prefix(1).uppercased() + s.dropFirst() }
func validAge(_ s: String) -> Int? { Int(s).flatMap { (0...150).contains($0) ? $0 : nil } }
func validEmail(_ s: String) -> String? { s.contains("@") ? s.lowercased() : nil }

func makeUser(_ fields: [String: String]) -> User? {
    curry(User.init)
        <^> fields["name"].flatMap(validName)
        <*> fields["age"].flatMap(validAge)
        <*> fields["email"].flatMap(validEmail)
}

let inputs: [[String: String]] = [
    ["name": "ada", "age": "36", "email": "ADA@Example.com"],
    ["name": "bob", "age": "abc", "email": "bob@x.org"],
    ["name": "", "age": "20", "email": "e@x"],
    ["name": "cy", "age": "200", "email": "cy@x"],
    ["name": "dee", "age": "41"],
]
for fields in inputs {
    print(makeUser(fields).map { $0.description } ?? "invalid")
}
let double = { (x: Int) in x * 2 }
print((double <^> Int("21")) as Any, (double <^> Int("x")) as Any)

// expect: User(Ada, 36, ada@example.com)
// expect: invalid
// expect: invalid
// expect: invalid
// expect: invalid
// expect: Optional(42) nil
