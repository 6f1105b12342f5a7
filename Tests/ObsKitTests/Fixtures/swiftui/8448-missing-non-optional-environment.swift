// SwiftUI from Apple's documentation: Managing model data in your app (a missing non-optional environment object)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "By default, reading an
// object from the environment returns a non-optional object when using the object type as the key. This
// default behavior assumes that a view in the current hierarchy previously stored a non-optional instance
// of the type using the environment(_:) modifier. If a view attempts to retrieve an object using its type
// and that object isn't in the environment, SwiftUI throws exception." Nothing above LibraryView supplies a
// Library, so the script stops when its body reads one; the line after it never prints.
import SwiftUI

@Observable class Library {
    var name = "My library of books"
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        Text(library.name)
    }
}

print("mounting")
:mount LibraryView()
print("mounted")

// expect: mounting
// expect-error: Library
