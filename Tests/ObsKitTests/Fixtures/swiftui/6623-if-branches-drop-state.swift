// WWDC21 "Demystify SwiftUI" (structural identity) + Apple docs `State`: the same view type in both branches of an `if` is two views; a ternary in a modifier keeps one.
// `if compact { Field } else { Field }` gives each branch its own identity: flipping the condition destroys the field
// in one branch with its @State and makes a new one in the other, empty (rules §1.1, §1.4, T10). The "City" field is
// one view whose modifier argument changes (`padding(compact ? 4 : 16)`), so it keeps its text. The buttons read the
// fields' current @State when tapped.
import SwiftUI

struct Field: View {
    let label: String
    @State private var text = ""

    var body: some View {
        VStack {
            TextField(label, text: $text)
            Button("Show \(label)") { print("\(label) holds '\(text)'") }
        }
    }
}

struct FormSwitch: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            if compact {
                Field(label: "Name")
            } else {
                Field(label: "Name")
            }
            Field(label: "City")
                .padding(compact ? 4 : 16)
        }
    }
}

:mount FormSwitch()
:type "Bo" into "Name"
:type "Oslo" into "City"
:tap "Show Name"
// expect: Name holds 'Bo'
:toggle "Compact"
:tap "Show Name"
// expect: Name holds ''
:tap "Show City"
// expect: City holds 'Oslo'
:type "Li" into "Name"
:toggle "Compact"
:tap "Show Name"
// expect: Name holds ''
:tap "Show City"
// expect: City holds 'Oslo'
