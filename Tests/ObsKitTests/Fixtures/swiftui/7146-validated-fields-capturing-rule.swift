// The same kind of reusable validated field, but the form passes its rule as a closure literal that reads the form's
// `minimumLength` property, `{ $0.count >= minimumLength }`, as many tutorials do.
// What SwiftUI does: a closure that captures anything (here the form, through `minimumLength`) gets a new context
// each time the form's body makes it and never equals the last one (rules §2.4). So every keystroke in "First name"
// runs the form (it reads both names), the first field (its binding changed), and also the "Last name" field,
// whose text didn't change but whose closure is new (rules §2.3, §2.7). Compare fixture 7145, where a static
// function keeps the untouched field quiet.
// Sources: rules §2.3, §2.4, §2.5, §2.7, §9.3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct LengthCheckedField: View {
    let title: String
    @Binding var text: String
    let check: (String) -> Bool

    var body: some View {
        let ok = check(text)
        let _ = print("LengthCheckedField body: \(title) '\(text)' \(ok ? "ok" : "too short")")
        VStack(alignment: .leading) {
            TextField(title, text: $text)
            if !ok {
                Text("Too short")
                    .font(.caption)
                    .foregroundStyle(.red)
            }
        }
    }
}

struct ProfileForm: View {
    let minimumLength = 2
    @State private var firstName = ""
    @State private var lastName = ""

    var body: some View {
        let _ = print("ProfileForm body: '\(firstName)' '\(lastName)'")
        Form {
            LengthCheckedField(title: "First name", text: $firstName) { $0.count >= minimumLength }
            LengthCheckedField(title: "Last name", text: $lastName) { $0.count >= minimumLength }
        }
    }
}

:mount ProfileForm()
// expect: ProfileForm body: '' ''
// expect: LengthCheckedField body: First name '' too short
// expect: LengthCheckedField body: Last name '' too short
:type "Al" into "First name"
// expect: ProfileForm body: 'A' ''
// expect: LengthCheckedField body: First name 'A' too short
// expect: LengthCheckedField body: Last name '' too short
// expect: ProfileForm body: 'Al' ''
// expect: LengthCheckedField body: First name 'Al' ok
// expect: LengthCheckedField body: Last name '' too short
