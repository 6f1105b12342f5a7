// Compiler test style: extensions on Optional with where clauses and custom helper methods
extension Optional {
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    func or(_ fallback: @autoclosure () -> Wrapped) -> Wrapped {
        switch self {
        case .some(let v): return v
        case .none: return fallback()
        }
    }

    func filter(_ pred: (Wrapped) -> Bool) -> Wrapped? {
        guard let v = self, pred(v) else { return nil }
        return v
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

extension Optional where Wrapped: Collection {
    var countOrZero: Int { self?.count ?? 0 }
}

extension Optional where Wrapped: Comparable {
    static func maxOf(_ a: Wrapped?, _ b: Wrapped?) -> Wrapped? {
        switch (a, b) {
        case let (x?, y?): return Swift.max(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        case (nil, nil): return nil
        }
    }
}

let a: Int? = 7
let b: Int? = nil
print(a.isNone, b.isNone)
print(a.or(0), b.or(-1))
print(a.filter { $0 > 5 } as Any, a.filter { $0 > 10 } as Any)

let s1: String? = "swift"
let s2: String? = ""
let s3: String? = nil
print("[\(s1.orEmpty)] [\(s3.orEmpty)]")
print(s1.isNilOrEmpty, s2.isNilOrEmpty, s3.isNilOrEmpty)

let arr: [Int]? = [1, 2, 3]
let none: [Int]? = nil
print(arr.countOrZero, none.countOrZero, s1.countOrZero)

print(Optional.maxOf(3, 9) as Any)
print(Optional.maxOf(nil, "b") as Any)
print(Optional<Int>.maxOf(nil, nil) as Any)
let chained = s1.map { $0.count }.filter { $0 % 5 == 0 }.or(0)
print(chained)

// expect: false true
// expect: 7 -1
// expect: Optional(7) nil
// expect: [swift] []
// expect: false true true
// expect: 3 0 5
// expect: Optional(9)
// expect: Optional("b")
// expect: nil
// expect: 5
