// Navigation in apps: a bookstore whose NavigationPath holds authors and books, two value types with a destination each.
// A NavigationPath takes values of any Hashable type, matched to the navigationDestination(for:) of their type (Apple
// `navigationpath`, rules §15.12); `removeLast(2)` pops two screens in one update, so only the top disappears and the root
// appears (rules §11.1, §14.3). The root reads `path.count`, so it runs at every push and pop (rules §3.5).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct Author: Hashable {
    let name: String
}

struct Book: Hashable {
    let title: String
}

struct AuthorView: View {
    let author: Author
    var body: some View {
        List(["Kindred", "Dawn"], id: \.self) { title in
            NavigationLink(title, value: Book(title: title))
        }
        .navigationTitle(author.name)
        .onAppear { print("author appear: \(author.name)") }
        .onDisappear { print("author disappear: \(author.name)") }
    }
}

struct BookView: View {
    let book: Book
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text(book.title)
            Button("Up two") { path.removeLast(2) }
        }
        .onAppear { print("book appear: \(book.title)") }
        .onDisappear { print("book disappear: \(book.title)") }
    }
}

struct Shelf: View {
    @State private var path = NavigationPath()

    var body: some View {
        let _ = print("Shelf body, depth \(path.count)")
        NavigationStack(path: $path) {
            List {
                NavigationLink("Octavia Butler", value: Author(name: "Octavia Butler"))
            }
            .navigationDestination(for: Author.self) { author in
                AuthorView(author: author)
            }
            .navigationDestination(for: Book.self) { book in
                BookView(book: book, path: $path)
            }
            .onAppear { print("shelf appear") }
            .onDisappear { print("shelf disappear") }
        }
    }
}

:mount Shelf()
// expect: Shelf body, depth 0
// expect: shelf appear
:tap "Octavia Butler"
// expect: Shelf body, depth 1
// expect: author appear: Octavia Butler
// expect: shelf disappear
:tap "Kindred"
// expect: Shelf body, depth 2
// expect: book appear: Kindred
// expect: author disappear: Octavia Butler
:tap "Up two"
// expect: Shelf body, depth 0
// expect: shelf appear
// expect: book disappear: Kindred
