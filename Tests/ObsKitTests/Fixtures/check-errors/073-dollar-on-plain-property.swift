// A binding ($name) taken from a plain stored property that has no @State
// Written by an outside author (stop 28 corpus, file 7083); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct NameForm: View {
    var name = ""

    var body: some View {
        Form {
            TextField("Your name", text: $name)
            Text("Hello, \(name)")
        }
    }
}

// expect-error: cannot find '$name' in scope
