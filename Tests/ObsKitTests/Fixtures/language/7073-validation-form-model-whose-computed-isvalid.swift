// Blog style (validation): a form model whose computed isValid depends on several fields
import Observation

@Observable
final class SignupForm {
    var email = ""
    var password = ""
    var agreed = false
    @ObservationIgnored var submitAttempts = 0

    var errors: [String] {
        var e: [String] = []
        if !email.contains("@") { e.append("email") }
        if password.count < 8 { e.append("password") }
        if !agreed { e.append("terms") }
        return e
    }
    var isValid: Bool { errors.isEmpty }

    func submit() -> String {
        submitAttempts += 1
        return isValid ? "submitted" : "rejected: \(errors.joined(separator: ", "))"
    }
}

let form = SignupForm()
print(form.submit())

func watch() {
    withObservationTracking {
        print("valid? \(form.isValid)")
    } onChange: {
        print("-> form field changing")
    }
}
watch()
form.email = "me@example.com"
watch()
form.password = "hunter22"
print(form.submit())
watch()
form.agreed.toggle()
print(form.submit())
print("attempts \(form.submitAttempts)")
// expect: rejected: email, password, terms
// expect: valid? false
// expect: -> form field changing
// expect: valid? false
// expect: -> form field changing
// expect: rejected: terms
// expect: valid? false
// expect: -> form field changing
// expect: submitted
// expect: attempts 3
