// SwiftUI from Apple's documentation: an optional @Environment(Model.self) is nil when no object was placed
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "If the object isn't available the environment, SwiftUI returns nil instead of throwing an exception" when the view
// declares `@Environment(Library.self) private var library: Library?`. Mounted first bare, then with .environment(_:).
import SwiftUI

@Observable
final class Library {
    var name = "Branch"
}

struct LibraryBadge: View {
    @Environment(Library.self) private var library: Library?
    var body: some View {
        if let library {
            let _ = print("badge: \(library.name)")
            Text(library.name)
        } else {
            let _ = print("badge: no library")
            Text("No library")
        }
    }
}

:mount LibraryBadge()
:mount LibraryBadge().environment(Library())
// expect: badge: no library
// expect: badge: Branch
