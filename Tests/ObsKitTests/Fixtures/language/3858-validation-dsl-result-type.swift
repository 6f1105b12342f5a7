// App code style: validation DSL with result type, error accumulation and operators
enum Validated<T> {
    case valid(T)
    case invalid([String])
    func map<U>(_ f: (T) -> U) -> Validated<U> {
        switch self { case .valid(let v): return .valid(f(v)); case .invalid(let e): return .invalid(e) }
    }
}

struct Check<T> {
    let run: (T) -> [String]
    static func predicate(_ msg: String, _ p: @escaping (T) -> Bool) -> Check { Check { p($0) ? [] : [msg] } }
    static func && (a: Check, b: Check) -> Check { Check { a.run($0) + b.run($0) } }
    static func || (a: Check, b: Check) -> Check {
        Check { v in
            let ea = a.run(v)
            if ea.isEmpty { return [] }
            let eb = b.run(v)
            return eb.isEmpty ? [] : ["(" + (ea + eb).joined(separator: " or ") + ")"]
        }
    }
    func validate(_ v: T) -> Validated<T> { let e = run(v); return e.isEmpty ? .valid(v) : .invalid(e) }
}

extension Check where T == String {
    static var nonEmpty: Check { .predicate("empty") { !$0.isEmpty } }
    static func maxLength(_ n: Int) -> Check { .predicate("longer than \(n)") { $0.count <= n } }
    static var digits: Check { .predicate("not digits") { $0.allSatisfy(\.isNumber) } }
    static var email: Check { .predicate("not an email") { $0.contains("@") && !$0.hasPrefix("@") } }
}
extension Check where T == Int {
    static func between(_ r: ClosedRange<Int>) -> Check { .predicate("outside \(r)") { r.contains($0) } }
}

func zip2<A, B>(_ a: Validated<A>, _ b: Validated<B>) -> Validated<(A, B)> {
    switch (a, b) {
    case let (.valid(x), .valid(y)): return .valid((x, y))
    case let (.invalid(e), .valid): return .invalid(e)
    case let (.valid, .invalid(e)): return .invalid(e)
    case let (.invalid(e1), .invalid(e2)): return .invalid(e1 + e2)
    }
}

struct Contact { let handle: String; let age: Int }
let handleCheck: Check<String> = .nonEmpty && .maxLength(8) && (.email || .digits)
let ageCheck: Check<Int> = .between(13...120)

for (h, a) in [("5551234", 30), ("", 200), ("me@x.io", 12), ("averyveryverylonghandle", 40), ("bob", 50)] {
    let result = zip2(handleCheck.validate(h), ageCheck.validate(a)).map(Contact.init)
    switch result {
    case .valid(let c): print("ok: \(c.handle) (\(c.age))")
    case .invalid(let errs): print("'\(h)'/\(a): " + errs.joined(separator: "; "))
    }
}
// expect: ok: 5551234 (30)
// expect: ''/200: empty; outside 13...120
// expect: 'me@x.io'/12: outside 13...120
// expect: 'averyveryverylonghandle'/40: longer than 8; (not an email or not digits)
// expect: 'bob'/50: (not an email or not digits)
