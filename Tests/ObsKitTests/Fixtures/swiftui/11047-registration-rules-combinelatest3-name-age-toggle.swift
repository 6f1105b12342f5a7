// Kodeco style (registration rules): CombineLatest3 of name, age and a toggle maps to one message, removeDuplicates prints each new verdict once; the Submit button is enabled only when ready (rules §6.3, §9.2, §10.1, §15.11)
import SwiftUI
import Combine

final class RegistrationViewModel: ObservableObject {
    @Published var name = ""
    @Published var age = ""
    @Published var agreed = false
    @Published private(set) var message = ""

    init() {
        Publishers.CombineLatest3($name, $age, $agreed)
            .map { name, age, agreed -> String in
                if name.isEmpty { return "Name is required" }
                if Int(age) == nil { return "Age must be a number" }
                if !agreed { return "Accept the terms" }
                return "Ready"
            }
            .removeDuplicates()
            .handleEvents(receiveOutput: { print("validation: \($0)") })
            .assign(to: &$message)
    }
}

struct RegistrationView: View {
    @StateObject private var form = RegistrationViewModel()

    var body: some View {
        let _ = print("body: \(form.message)")
        Form {
            TextField("Name", text: $form.name)
            TextField("Age", text: $form.age)
            Toggle("I agree", isOn: $form.agreed)
            Text(form.message)
            Button("Submit") {
                print("submitted \(form.name), \(form.age)")
            }
            .disabled(form.message != "Ready")
        }
    }
}

:mount RegistrationView()
// expect: validation: Name is required
// expect: body: Name is required
:type "Li" into "Name"
// expect: validation: Age must be a number
// expect: body: Age must be a number
// expect: body: Age must be a number
:type "30" into "Age"
// expect: validation: Accept the terms
// expect: body: Accept the terms
// expect: body: Accept the terms
:toggle "I agree"
// expect: validation: Ready
// expect: body: Ready
:tap "Submit"
// expect: submitted Li, 30
