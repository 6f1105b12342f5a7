// SwiftUI from Apple's documentation: Binding subscript(dynamicMember:) — https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) ($names[1] is a binding to one element of a @State array: typing into its TextField changes that element only)
import SwiftUI

struct RosterView: View {
    @State private var names = ["Ann", "Bo", "Cy"]

    var body: some View {
        VStack {
            TextField("Second name", text: $names[1])
            Button("Print") { print(names) }
        }
    }
}

:mount RosterView()
:type "b" into "Second name"
:tap "Print"
// expect: ["Ann", "Bob", "Cy"]
