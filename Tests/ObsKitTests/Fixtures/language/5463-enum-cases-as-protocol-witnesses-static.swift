// Swift Evolution style (SE-0280): enum cases as protocol witnesses for static properties and static factory functions
protocol DecodingFailure {
    static var unknown: Self { get }
    static func invalid(field: String) -> Self
}

enum JSONFailure: DecodingFailure, CustomStringConvertible {
    case unknown
    case invalid(field: String)
    var description: String {
        switch self {
        case .unknown: return "unknown failure"
        case .invalid(let f): return "invalid field '\(f)'"
        }
    }
}

func validate<F: DecodingFailure>(_ dict: [String: String], as: F.Type) -> [F] {
    var errors: [F] = []
    for key in dict.keys.sorted() where dict[key]!.isEmpty {
        errors.append(.invalid(field: key))
    }
    if dict.isEmpty { errors.append(.unknown) }
    return errors
}

print(validate(["name": "", "age": "3", "city": ""], as: JSONFailure.self))
print(validate([:], as: JSONFailure.self))

// expect: [invalid field 'city', invalid field 'name']
// expect: [unknown failure]
