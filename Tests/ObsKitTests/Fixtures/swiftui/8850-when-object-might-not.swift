// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (when the object might not be in the environment, declare @Environment(Library.self) optional: it is nil without an ancestor's environment(_:), and the object once one supplies it)
import SwiftUI

@Observable
class Library {
    var name = "City library"
}

struct LibraryBadge: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        Button("Check library") {
            print(library?.name ?? "no library")
        }
    }
}

struct Home: View {
    @State private var library = Library()
    @State private var provide = false

    var body: some View {
        VStack {
            Button("Provide") { provide = true }
            if provide {
                LibraryBadge().environment(library)
            } else {
                LibraryBadge()
            }
        }
    }
}

:mount Home()
:tap "Check library"
:tap "Provide"
:tap "Check library"
// expect: no library
// expect: City library
