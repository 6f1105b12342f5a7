// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationpath (a NavigationPath holds values of different types; each is shown by the navigationDestination(for:) whose data type matches it, and back reveals the one before)
import SwiftUI

struct Author: Hashable {
    let name: String
}

struct LibraryView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Push mixed") {
                path.append(42)
                path.append("Dune")
                path.append(Author(name: "Le Guin"))
            }
            .navigationDestination(for: Int.self) { shelf in
                Button("Shelf \(shelf)") { print("shelf \(shelf)") }
            }
            .navigationDestination(for: String.self) { title in
                Button("Book \(title)") { print("book \(title)") }
            }
            .navigationDestination(for: Author.self) { author in
                Button("Author \(author.name)") { print("author \(author.name)") }
            }
        }
    }
}

:mount LibraryView()
:tap "Push mixed"
:tap "Author Le Guin"
:back
:tap "Book Dune"
:back
:tap "Shelf 42"
:back
:tap "Push mixed"
:tap "Author Le Guin"
// expect: author Le Guin
// expect: book Dune
// expect: shelf 42
// expect: author Le Guin
