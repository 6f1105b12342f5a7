// Swift Regex style (form validation): wholeMatch against email, phone and postcode patterns built with try Regex(String)
struct FieldRule {
    let name: String
    let pattern: String
}

let rules = [
    FieldRule(name: "email", pattern: #"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#),
    FieldRule(name: "phone", pattern: #"\+?\d{1,3}[ -]?\(?\d{3}\)?[ -]?\d{3}[ -]?\d{4}"#),
    FieldRule(name: "postcode", pattern: #"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}"#),
]

let submissions: [(String, String)] = [
    ("email", "jane.doe@example.com"),
    ("email", "not-an-email@"),
    ("phone", "+1 (555) 123-4567"),
    ("phone", "555-12-34"),
    ("postcode", "SW1A 1AA"),
    ("postcode", "12345"),
    ("fax", "whatever"),
]

func validate(_ field: String, _ value: String) throws -> String {
    guard let rule = rules.first(where: { $0.name == field }) else {
        return "no rule"
    }
    let regex = try Regex(rule.pattern)
    return value.wholeMatch(of: regex) != nil ? "ok" : "invalid"
}

do {
    for (field, value) in submissions {
        let verdict = try validate(field, value)
        print("\(field.padding(8)) \(value) => \(verdict)")
    }
} catch {
    print("bad pattern: \(error)")
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

// expect: email    jane.doe@example.com => ok
// expect: email    not-an-email@ => invalid
// expect: phone    +1 (555) 123-4567 => ok
// expect: phone    555-12-34 => invalid
// expect: postcode SW1A 1AA => ok
// expect: postcode 12345 => invalid
// expect: fax      whatever => no rule
