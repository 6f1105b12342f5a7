// Swift book style (validation): a validation pipeline collecting every failure into an array instead of stopping at the first
struct ValidationError: Error, CustomStringConvertible {
    enum Field: String { case username, email, age }
    let field: Field
    let message: String
    var description: String { "\(field.rawValue): \(message)" }
}

struct SignUp {
    var username: String
    var email: String
    var age: Int
}

typealias Rule = (SignUp) throws -> Void

let rules: [Rule] = [
    { form in
        guard form.username.count >= 3 else {
            throw ValidationError(field: .username, message: "too short (\(form.username.count))")
        }
    },
    { form in
        guard form.username.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw ValidationError(field: .username, message: "only letters and digits")
        }
    },
    { form in
        guard form.email.contains("@"), !form.email.hasSuffix("@") else {
            throw ValidationError(field: .email, message: "not an address")
        }
    },
    { form in
        guard (13...120).contains(form.age) else {
            throw ValidationError(field: .age, message: "\(form.age) outside 13...120")
        }
    },
]

func validate(_ form: SignUp) -> [ValidationError] {
    var problems: [ValidationError] = []
    for rule in rules {
        do {
            try rule(form)
        } catch let error as ValidationError {
            problems.append(error)
        } catch {
            print("unexpected", error)
        }
    }
    return problems
}

let forms = [
    SignUp(username: "ann", email: "ann@example.org", age: 30),
    SignUp(username: "b!", email: "b@", age: 9),
    SignUp(username: "carl_x", email: "carl.example", age: 44),
]
for form in forms {
    let problems = validate(form)
    if problems.isEmpty {
        print("\(form.username): valid")
    } else {
        print("\(form.username): \(problems.count) problem(s)")
        for p in problems { print("  -", p) }
    }
}
let byField = Dictionary(grouping: forms.flatMap(validate), by: { $0.field.rawValue })
print(byField.keys.sorted().map { "\($0):\(byField[$0]!.count)" })

// expect: ann: valid
// expect: b!: 4 problem(s)
// expect:   - username: too short (2)
// expect:   - username: only letters and digits
// expect:   - email: not an address
// expect:   - age: 9 outside 13...120
// expect: carl_x: 2 problem(s)
// expect:   - username: only letters and digits
// expect:   - email: not an address
// expect: ["age:1", "email:2", "username:3"]
