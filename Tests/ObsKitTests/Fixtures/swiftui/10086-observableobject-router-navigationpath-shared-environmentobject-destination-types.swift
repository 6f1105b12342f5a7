// architecture style: an ObservableObject router with a `NavigationPath` shared as an @EnvironmentObject, two destination types; every view that declares the router runs again at each push or pop, the covered page included (rules §14.1, §6.5, §15.12, §14.3)
import SwiftUI

final class AppRouter: ObservableObject {
    @Published var path = NavigationPath()

    func show<T: Hashable>(_ value: T) { path.append(value) }
    func back() { path.removeLast() }
}

struct Author: Hashable {
    let name: String
}

struct Book: Hashable {
    let title: String
    let author: Author
}

struct LibraryHome: View {
    @EnvironmentObject var router: AppRouter

    var body: some View {
        let _ = print("LibraryHome body: depth \(router.path.count)")
        List {
            Button("Dune") { router.show(Book(title: "Dune", author: Author(name: "Herbert"))) }
        }
        .navigationDestination(for: Book.self) { book in
            BookDetail(book: book)
        }
        .navigationDestination(for: Author.self) { author in
            AuthorDetail(author: author)
        }
    }
}

struct BookDetail: View {
    let book: Book
    @EnvironmentObject var router: AppRouter

    var body: some View {
        let _ = print("BookDetail body: \(book.title)")
        Button("About \(book.author.name)") { router.show(book.author) }
    }
}

struct AuthorDetail: View {
    let author: Author
    @EnvironmentObject var router: AppRouter

    var body: some View {
        let _ = print("AuthorDetail body: \(author.name)")
        Button("Back") { router.back() }
    }
}

struct LibraryApp: View {
    @StateObject private var router = AppRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            LibraryHome()
        }
        .environmentObject(router)
    }
}

:mount LibraryApp()
// expect: LibraryHome body: depth 0
:tap "Dune"
// expect: LibraryHome body: depth 1
// expect: BookDetail body: Dune
:tap "About Herbert"
// expect: LibraryHome body: depth 2
// expect: BookDetail body: Dune
// expect: AuthorDetail body: Herbert
:tap "Back"
// expect: LibraryHome body: depth 1
// expect: BookDetail body: Dune
