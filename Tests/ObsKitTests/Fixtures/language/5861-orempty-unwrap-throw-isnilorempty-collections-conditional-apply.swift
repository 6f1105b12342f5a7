// Stack Overflow style (Optional extensions): orEmpty, unwrap-or-throw, isNilOrEmpty for collections and a conditional apply helper
// known-gap: line 9: expected "6 0.0 5.0", got "6 0 5.0"
struct MissingValue: Error, CustomStringConvertible {
    let name: String
    var description: String { "missing \(name)" }
}

extension Optional {
    func unwrap(orThrow name: String) throws -> Wrapped {
        guard let value = self else { throw MissingValue(name: name) }
        return value
    }
    func apply(_ action: (Wrapped) -> Void) {
        if case .some(let value) = self { action(value) }
    }
    func filter(_ keep: (Wrapped) -> Bool) -> Wrapped? {
        flatMap { keep($0) ? $0 : nil }
    }
    var isSome: Bool { self != nil }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}

extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

extension Optional where Wrapped: Numeric {
    var orZero: Wrapped { self ?? 0 }
}

struct Profile {
    var nickname: String?
    var age: Int?
    var tags: [String]?
}

let profiles = [
    Profile(nickname: "neo", age: 29, tags: ["matrix"]),
    Profile(nickname: nil, age: nil, tags: []),
    Profile(nickname: "", age: 15, tags: nil),
]

for (i, p) in profiles.enumerated() {
    print(i, "[\(p.nickname.orEmpty)]", p.age.orZero, p.tags.isNilOrEmpty, p.nickname.isNilOrEmpty, p.age.isSome)
}

for p in profiles {
    do {
        let name = try p.nickname.filter { !$0.isEmpty }.unwrap(orThrow: "nickname")
        let age = try p.age.unwrap(orThrow: "age")
        print("\(name) is \(age)")
    } catch {
        print("error: \(error)")
    }
}

profiles[0].age.apply { print("applied with", $0) }
profiles[1].age.apply { print("never", $0) }
let adultAges = profiles.compactMap { $0.age.filter { $0 >= 18 } }
print(adultAges, profiles.map { $0.age.map { $0 / 10 * 10 } })
let chained: Int? = profiles.first?.tags?.first?.count
print(chained.orZero, Optional<Double>.none.orZero, Optional(2.5).map { $0 * 2 } ?? 0)
let nestedValue: Int?? = .some(nil)
print(nestedValue == nil, nestedValue.flatMap { $0 } == nil, (nestedValue ?? 7) as Any)

// expect: 0 [neo] 29 false false true
// expect: 1 [] 0 true true false
// expect: 2 [] 15 true true true
// expect: neo is 29
// expect: error: missing nickname
// expect: error: missing nickname
// expect: applied with 29
// expect: [29] [Optional(20), nil, Optional(10)]
// expect: 6 0.0 5.0
// expect: false true nil
