// Blog style (type erasure): AnyValidator boxing generic validators with an associated Input type
protocol Validator {
    associatedtype Input
    func validate(_ input: Input) -> [String]
}

struct NonEmpty: Validator {
    func validate(_ input: String) -> [String] {
        input.isEmpty ? ["must not be empty"] : []
    }
}

struct MaxLength: Validator {
    let limit: Int
    func validate(_ input: String) -> [String] {
        input.count > limit ? ["longer than \(limit) characters"] : []
    }
}

struct InRange: Validator {
    let range: ClosedRange<Int>
    func validate(_ input: Int) -> [String] {
        range.contains(input) ? [] : ["\(input) not in \(range.lowerBound)...\(range.upperBound)"]
    }
}

struct AnyValidator<Input>: Validator {
    private let check: (Input) -> [String]
    init<V: Validator>(_ v: V) where V.Input == Input {
        check = v.validate
    }
    init(_ check: @escaping (Input) -> [String]) {
        self.check = check
    }
    func validate(_ input: Input) -> [String] { check(input) }

    func and(_ other: AnyValidator<Input>) -> AnyValidator<Input> {
        AnyValidator { self.validate($0) + other.validate($0) }
    }
}

let username = AnyValidator(NonEmpty())
    .and(AnyValidator(MaxLength(limit: 8)))
    .and(AnyValidator { s in s.contains(" ") ? ["contains a space"] : [] })

for candidate in ["swifty", "", "a very long name", "ok name"] {
    let errors = username.validate(candidate)
    if errors.isEmpty {
        print("'\(candidate)': valid")
    } else {
        print("'\(candidate)': " + errors.joined(separator: "; "))
    }
}

let age = AnyValidator(InRange(range: 13...120))
for value in [7, 42, 130] {
    let errs = age.validate(value)
    print("age \(value): \(errs.isEmpty ? "ok" : errs[0])")
}

let validators: [AnyValidator<String>] = [AnyValidator(NonEmpty()), AnyValidator(MaxLength(limit: 3))]
let counts = validators.map { $0.validate("abcd").count }
print("error counts: \(counts)")
// expect: 'swifty': valid
// expect: '': must not be empty
// expect: 'a very long name': longer than 8 characters; contains a space
// expect: 'ok name': contains a space
// expect: age 7: 7 not in 13...120
// expect: age 42: ok
// expect: age 130: 130 not in 13...120
// expect: error counts: [0, 1]
