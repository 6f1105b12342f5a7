// A first Form, as the "SwiftUI essentials" chapters build it: a TextField, a segmented Picker over a
// CaseIterable enum (tags given explicitly), a Stepper with a range, a Toggle, and a Save button that is
// disabled until a name is typed.
// Expected: Save prints what the controls hold: each control writes its @State through its binding.
import SwiftUI

enum Pronoun: String, CaseIterable, Identifiable {
    case she, he, they
    var id: Self { self }
}

struct ProfileForm: View {
    @State private var name = ""
    @State private var pronoun = Pronoun.they
    @State private var age = 18
    @State private var newsletter = false

    var body: some View {
        NavigationStack {
            Form {
                Section("About you") {
                    TextField("Name", text: $name)
                    Picker("Pronoun", selection: $pronoun) {
                        ForEach(Pronoun.allCases) { pronoun in
                            Text(pronoun.rawValue.capitalized).tag(pronoun)
                        }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Age: \(age)", value: $age, in: 13...120)
                }
                Section {
                    Toggle("Email me news", isOn: $newsletter)
                }
                Button("Save") {
                    print("\(name), \(pronoun.rawValue), \(age), news: \(newsletter)")
                }
                .disabled(name.isEmpty)
            }
            .navigationTitle("Profile")
        }
    }
}

:mount ProfileForm()
:type "Sam" into "Name"
:pick "She" in "Pronoun"
:step "Age: 18" up
:step "Age: 19" up
:toggle "Email me news"
:tap "Save"

// expect: Sam, she, 20, news: true
