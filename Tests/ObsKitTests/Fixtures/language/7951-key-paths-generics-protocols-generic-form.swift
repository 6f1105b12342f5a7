// Sundell style (key paths with generics and protocols): a generic form validation over writable key paths
struct Field<Model> {
    let label: String
    let isValid: (Model) -> Bool
    let reset: (inout Model) -> Void

    init<V: Equatable>(_ label: String, _ path: WritableKeyPath<Model, V>, empty: V, rule: @escaping (V) -> Bool) {
        self.label = label
        self.isValid = { rule($0[keyPath: path]) }
        self.reset = { $0[keyPath: path] = empty }
    }
}

struct Signup {
    var email: String
    var age: Int
    var agreed: Bool
}

let fields: [Field<Signup>] = [
    Field("email", \.email, empty: "", rule: { $0.contains("@") }),
    Field("age", \.age, empty: 0, rule: { (13...120).contains($0) }),
    Field("terms", \.agreed, empty: false, rule: { $0 }),
]

var form = Signup(email: "me@site.org", age: 9, agreed: true)
func report(_ f: Signup) {
    let bad = fields.filter { !$0.isValid(f) }.map(\.label)
    print(bad.isEmpty ? "valid" : "invalid: " + bad.joined(separator: ", "))
}
report(form)
form.age = 30
report(form)
for field in fields { field.reset(&form) }
print(form.email.isEmpty, form.age, form.agreed)
report(form)
// expect: invalid: age
// expect: valid
// expect: true 0 false
// expect: invalid: email, age, terms
