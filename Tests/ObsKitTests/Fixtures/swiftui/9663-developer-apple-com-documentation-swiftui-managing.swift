// Apple, "Managing user interface state", https://developer.apple.com/documentation/swiftui/managing-user-interface-state — a @State string passed down as a binding through a section that never reads it: typing re-runs only the views that read the value, not the owner or the pass-through section
// Apple: "pass a binding to a subview" so that it can change the state it does not own. A binding ties the view
// that reads it to the source (rules §9.3); making $name and passing it on is not a read (§3.5), so the owner and
// the pass-through section stay put while the field's view and the counting section run at each keystroke.
import SwiftUI

struct NameField: View {
    @Binding var name: String

    var body: some View {
        let _ = print("NameField body: '\(name)'")
        VStack {
            TextField("First name", text: $name)
            Text("Hello, \(name)")
        }
    }
}

struct PassThroughSection: View {
    @Binding var name: String

    var body: some View {
        let _ = print("PassThroughSection body")
        NameField(name: $name)
    }
}

struct CountingSection: View {
    @Binding var name: String

    var body: some View {
        let _ = print("CountingSection body, \(name.count) letters")
        Text("\(name.count) letters")
    }
}

struct ProfileEditor: View {
    @State private var name = ""

    var body: some View {
        let _ = print("ProfileEditor body")
        VStack {
            CountingSection(name: $name)
            PassThroughSection(name: $name)
        }
    }
}

:mount ProfileEditor()
// expect: ProfileEditor body
// expect: CountingSection body, 0 letters
// expect: PassThroughSection body
// expect: NameField body: ''
:type "Al" into "First name"
// expect: CountingSection body, 1 letters
// expect: NameField body: 'A'
// expect: CountingSection body, 2 letters
// expect: NameField body: 'Al'
