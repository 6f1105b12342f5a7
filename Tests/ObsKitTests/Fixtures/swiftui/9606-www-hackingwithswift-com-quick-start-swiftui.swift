// Hacking with Swift, "How to create custom bindings", https://www.hackingwithswift.com/quick-start/swiftui/how-to-create-custom-bindings — a Binding(get:set:) that logs its writes, and an "Agree to all" toggle whose custom binding reads and writes three @State flags
// Paul Hudson: a custom binding "lets you add extra logic when reading or writing" (his first example prints
// "Setting to" each time the text field writes); the agree-to-all binding's getter is true only when all three
// flags are, and its setter sets all three. Binding(get:set:) calls its getter when it is made (OpenSwiftUI's
// Binding.init(get:set:) is `self.init(value: get(), location: box)`; rules §9.1), so building agreeToAll in
// the body reads the flags there, and ContentView's body depends on each flag its `&&` reached (rules §3.5):
// every toggle below changes a flag the previous body read, so the body runs and the "all" toggle is redrawn.
import SwiftUI

struct LoggingNameView: View {
    @State private var username = ""

    var body: some View {
        let binding = Binding(
            get: { self.username },
            set: {
                print("Setting to \($0)")
                self.username = $0
            }
        )

        return VStack {
            TextField("Enter your name", text: binding)
            Text("Name: \(username)")
        }
    }
}

struct ContentView: View {
    @State private var agreedToTerms = false
    @State private var agreedToPrivacyPolicy = false
    @State private var agreedToEmails = false

    var body: some View {
        let agreeToAll = Binding<Bool>(
            get: {
                self.agreedToTerms && self.agreedToPrivacyPolicy && self.agreedToEmails
            },
            set: {
                self.agreedToTerms = $0
                self.agreedToPrivacyPolicy = $0
                self.agreedToEmails = $0
            }
        )

        print("ContentView body")
        return VStack {
            Toggle("Agree to terms", isOn: $agreedToTerms)
            Toggle("Agree to privacy policy", isOn: $agreedToPrivacyPolicy)
            Toggle("Agree to receive shipping emails", isOn: $agreedToEmails)
            Toggle("Agree to all", isOn: agreeToAll)
            Button("Report") {
                print("terms \(agreedToTerms), privacy \(agreedToPrivacyPolicy), emails \(agreedToEmails), all \(agreeToAll.wrappedValue)")
            }
        }
    }
}

:mount LoggingNameView()
:type "Jo" into "Enter your name"
// expect: Setting to J
// expect: Setting to Jo
:mount ContentView()
// expect: ContentView body
:toggle "Agree to all"
// expect: ContentView body
:tap "Report"
// expect: terms true, privacy true, emails true, all true
:toggle "Agree to terms"
// expect: ContentView body
:toggle "Agree to terms"
// expect: ContentView body
:toggle "Agree to receive shipping emails"
// expect: ContentView body
:toggle "Agree to all"
// expect: ContentView body
:tap "Report"
// expect: terms true, privacy true, emails true, all true
:toggle "Agree to all"
// expect: ContentView body
:tap "Report"
// expect: terms false, privacy false, emails false, all false
