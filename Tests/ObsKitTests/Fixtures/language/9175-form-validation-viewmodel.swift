// form-validation-viewmodel
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ValidationError: Error, CustomStringConvertible, Equatable {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalidEmail
    case mismatch

    var description: String {
        switch self {
        case .empty(let f): return "\(f) is required"
        case let .tooShort(f, min): return "\(f) must be at least \(min) characters"
        case .invalidEmail: return "email looks invalid"
        case .mismatch: return "passwords do not match"
        }
    }
}

struct Rule {
    let check: (SignUpForm) -> ValidationError?
}

struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var confirm = ""
}

final class SignUpViewModel {
    var form = SignUpForm() { didSet { revalidate() } }
    private(set) var errors: [ValidationError] = []
    private(set) var submitted: [String] = []
    var canSubmit: Bool { errors.isEmpty }

    private let rules: [Rule] = [
        Rule { $0.username.isEmpty ? .empty(field: "username") : nil },
        Rule { $0.username.count < 3 && !$0.username.isEmpty ? .tooShort(field: "username", min: 3) : nil },
        Rule { form in
            let parts = form.email.split(separator: "@")
            guard parts.count == 2, parts[1].contains("."), !parts[1].hasSuffix(".") else { return .invalidEmail }
            return nil
        },
        Rule { $0.password.count < 8 ? .tooShort(field: "password", min: 8) : nil },
        Rule { $0.password != $0.confirm ? .mismatch : nil },
    ]

    init() { revalidate() }

    private func revalidate() {
        errors = rules.compactMap { $0.check(form) }
    }

    func submit() -> Result<String, ValidationError> {
        if let first = errors.first { return .failure(first) }
        submitted.append(form.username)
        return .success("welcome, \(form.username)!")
    }
}

let vm = SignUpViewModel()
print(vm.errors.map(\.description))
vm.form.username = "jo"
vm.form.email = "jo@example"
print(vm.errors.count, vm.canSubmit)
vm.form.username = "joanna"
vm.form.email = "joanna@example.com"
vm.form.password = "hunter22"
print(vm.errors)
switch vm.submit() {
case .success(let msg): print(msg)
case .failure(let err): print("cannot submit:", err)
}
vm.form.confirm = "hunter22"
print(vm.canSubmit, vm.errors.isEmpty)
for result in [vm.submit(), vm.submit()] {
    print((try? result.get()) ?? "failed")
}
print(vm.submitted)
// expect: ["username is required", "email looks invalid", "password must be at least 8 characters"]
// expect: 3 false
// expect: [passwords do not match]
// expect: cannot submit: passwords do not match
// expect: true true
// expect: welcome, joanna!
// expect: welcome, joanna!
// expect: ["joanna", "joanna"]
