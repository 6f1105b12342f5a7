// Mistake: a computed `some View` property has a `let` before its view, so it is not a single expression, and there is no `return`.
// Expected message: Xcode (author's knowledge); machine check: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
// (swiftc prints the diagnostic group ` [#OpaqueTypeInference]` after the message; it is not part of it.)
import SwiftUI

struct ProfileCard: View {
    let firstName: String
    let lastName: String

    var header: some View {
        let fullName = firstName + " " + lastName
        Text(fullName)
            .font(.title)
    }

    var body: some View {
        VStack {
            header
            Text("Member since 2021")
        }
    }
}

:mount ProfileCard(firstName: "Ada", lastName: "Lovelace")
// expect-error: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
