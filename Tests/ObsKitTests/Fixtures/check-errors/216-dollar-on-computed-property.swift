// Check error: '$' on a computed property to make a binding
import SwiftUI

struct ProfileEditor: View {
    @State private var first = "Tim"
    @State private var last = "Cook"

    var displayName: String {
        "\(first) \(last)"
    }

    var body: some View {
        Form {
            TextField("First", text: $first)
            TextField("Last", text: $last)
            TextField("Display name", text: $displayName)
        }
    }
}

:mount ProfileEditor()
// expect-error: cannot find '$displayName' in scope
