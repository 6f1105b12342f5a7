// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (reading an optional @Environment(Library.self) ... Library? gives nil when no ancestor set one with .environment(_:), and the object where one did)
import SwiftUI
import Observation

@Observable
final class Library {
    var name = "Riverside"
}

struct LibraryBadge: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        let _ = print(library.map { "badge: \($0.name)" } ?? "badge: no library")
        Text(library?.name ?? "No library")
    }
}

struct TwoBadges: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            LibraryBadge()
            LibraryBadge()
                .environment(library)
        }
    }
}

:mount TwoBadges()
// expect: badge: no library
// expect: badge: Riverside
