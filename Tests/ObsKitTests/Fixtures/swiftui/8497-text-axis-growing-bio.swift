// SwiftUI from Apple's documentation: TextField init(_:text:axis:) (a growing bio field with a length limit)
// Source: developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-7n1bm: "Creates a text field
// with a preferred axis ... Specify a preferred axis in which the text field should scroll its content when
// it does not fit in the available space." The bound String still updates as the user types (TextField). The
// Save button is disabled(_:) once the text passes 20 characters, so the last tap runs nothing.
import SwiftUI

struct BioEditor: View {
    @State private var bio = ""
    let limit = 20

    var isTooLong: Bool { bio.count > limit }

    var body: some View {
        Form {
            TextField("Bio", text: $bio, axis: .vertical)
                .lineLimit(3...5)
            Text("\(bio.count)/\(limit)")
            Button("Save") { print("saved bio: \(bio)") }
                .disabled(bio.isEmpty || isTooLong)
        }
        .onChange(of: isTooLong) { _, tooLong in
            print("too long: \(tooLong)")
        }
    }
}

:mount BioEditor()
:type "Swift dev" into "Bio"
:tap "Save"
:type " in Cupertino, CA" into "Bio"
:tap "Save"

// expect: saved bio: Swift dev
// expect: too long: true
// expect-error: disabled
