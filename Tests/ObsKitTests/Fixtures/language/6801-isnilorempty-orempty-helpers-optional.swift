// objc.io style (Optional extensions): or(_:), isNilOrEmpty and orEmpty helpers on Optional
// known-gap: error: 6801-isnilorempty-orempty-helpers-optional.swift:24:36: error: no exact matches in call to initializer 'Any()'
extension Optional {
    func or(_ fallback: @autoclosure () -> Wrapped) -> Wrapped {
        switch self {
        case .some(let value): return value
        case .none: return fallback()
        }
    }

    func filter(_ predicate: (Wrapped) -> Bool) -> Wrapped? {
        flatMap { predicate($0) ? $0 : nil }
    }

    var isNone: Bool { if case .none = self { return true } else { return false } }
}

extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }

    var nonEmpty: Wrapped? { isNilOrEmpty ? nil : self }
}

extension Optional where Wrapped: RangeReplaceableCollection {
    var orEmpty: Wrapped { self ?? Wrapped() }
}

let nickname: String? = nil
let title: String? = "Dr."
print(nickname.or("anonymous"), title.or("none"))

var fallbackCalls = 0
func expensiveDefault() -> String { fallbackCalls += 1; return "computed" }
_ = title.or(expensiveDefault())
_ = nickname.or(expensiveDefault())
print("fallback calls:", fallbackCalls)

let inputs: [String?] = [nil, "", "hi", "  "]
for input in inputs {
    print(String(describing: input), input.isNilOrEmpty, input.nonEmpty.or("<blank>"))
}

let tags: [String]? = nil
print(tags.orEmpty.count, tags.isNone)
let maybeNumbers: [Int]? = [1, 2, 3]
print(maybeNumbers.orEmpty.reduce(0, +), maybeNumbers.isNilOrEmpty)

let age: Int? = 17
print(age.filter { $0 >= 18 } as Any, age.filter { $0 > 10 } as Any)
let lookup = ["a": [1, 2], "b": []]
print(lookup["b"].isNilOrEmpty, lookup["z"].isNilOrEmpty, lookup["a"].isNilOrEmpty)

// expect: anonymous Dr.
// expect: fallback calls: 1
// expect: nil true <blank>
// expect: Optional("") true <blank>
// expect: Optional("hi") false hi
// expect: Optional("  ") false   
// expect: 0 true
// expect: 6 false
// expect: nil Optional(17)
// expect: true true false
