// App code style: helper extensions on Optional
struct MissingValue: Error, CustomStringConvertible {
    let what: String
    var description: String { "missing \(what)" }
}

extension Optional {
    func orThrow(_ what: String) throws -> Wrapped {
        guard let value = self else { throw MissingValue(what: what) }
        return value
    }

    func unwrap(or fallback: @autoclosure () -> Wrapped) -> Wrapped {
        switch self {
        case .some(let v): return v
        case .none: return fallback()
        }
    }

    var isNone: Bool { self == nil }

    func filter(_ pred: (Wrapped) -> Bool) -> Wrapped? {
        flatMap { pred($0) ? $0 : nil }
    }

    func ifSome(_ body: (Wrapped) -> Void) {
        if let v = self { body(v) }
    }
}

extension Optional where Wrapped == String {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
    var orEmpty: String { self ?? "" }
}

extension Optional where Wrapped: Collection {
    var countOrZero: Int { self?.count ?? 0 }
}

let present: Int? = 12
let absent: Int? = nil

print(present.unwrap(or: 0), absent.unwrap(or: -1))
print(present.isNone, absent.isNone)
print(present.filter { $0 > 10 } as Any, present.filter { $0 > 20 } as Any)
present.ifSome { print("some \($0)") }
absent.ifSome { print("never \($0)") }

var fallbackCalls = 0
func makeFallback() -> Int { fallbackCalls += 1; return 99 }
_ = present.unwrap(or: makeFallback())
_ = absent.unwrap(or: makeFallback())
print("fallback calls \(fallbackCalls)")

let strings: [String?] = ["hi", "", nil]
for s in strings {
    print("'\(s.orEmpty)' nilOrEmpty=\(s.isNilOrEmpty)")
}

let list: [Int]? = [1, 2, 3]
let noList: [Int]? = nil
print(list.countOrZero, noList.countOrZero)

struct Form {
    var name: String?
    var age: String?
}

func submit(_ f: Form) throws -> String {
    let name = try f.name.filter { !$0.isEmpty }.orThrow("name")
    let ageText = try f.age.orThrow("age")
    let age = try Int(ageText).orThrow("numeric age")
    return "\(name) is \(age)"
}

let forms = [
    Form(name: "Rae", age: "41"),
    Form(name: "", age: "20"),
    Form(name: "Sol", age: nil),
    Form(name: "Tam", age: "old"),
]
for f in forms {
    do {
        print(try submit(f))
    } catch {
        print("error: \(error)")
    }
}

// Optional of optional with the helpers
let deep: String?? = .some(nil)
print(deep.unwrap(or: "x") as Any)
print(deep.flatMap { $0 }.orEmpty.isEmpty)
// expect: 12 -1
// expect: false true
// expect: Optional(12) nil
// expect: some 12
// expect: fallback calls 1
// expect: 'hi' nilOrEmpty=false
// expect: '' nilOrEmpty=true
// expect: '' nilOrEmpty=true
// expect: 3 0
// expect: Rae is 41
// expect: error: missing name
// expect: error: missing age
// expect: error: missing numeric age
// expect: nil
// expect: true
