// App-organization style: a root view owns its router (@StateObject) holding a NavigationPath of mixed value types; a deep link pushes an author and one of their books in one action; "Home" pops to root by replacing the path; the pushed screens only run when pushed
import SwiftUI

final class LibraryRouter: ObservableObject {
    @Published var path = NavigationPath()
    init() { print("LibraryRouter init") }

    func showBook(_ title: String, byAuthor id: Int) {
        path.append(id)
        path.append(title)
    }

    func popToRoot() {
        path = NavigationPath()
    }
}

struct AuthorPage: View {
    let id: Int

    var body: some View {
        let _ = print("AuthorPage body: \(id)")
        Text("Author \(id)")
    }
}

struct BookPage: View {
    let title: String
    let onHome: () -> Void

    var body: some View {
        let _ = print("BookPage body: \(title)")
        VStack {
            Text(title)
            Button("Home", action: onHome)
        }
    }
}

struct LibraryHome: View {
    @StateObject private var router = LibraryRouter()

    var body: some View {
        let _ = print("LibraryHome body: \(router.path.count) deep")
        NavigationStack(path: $router.path) {
            VStack {
                Button("Open Dune") { router.showBook("Dune", byAuthor: 3) }
                NavigationLink("Author 5", value: 5)
            }
            .navigationDestination(for: Int.self) { id in
                AuthorPage(id: id)
            }
            .navigationDestination(for: String.self) { title in
                BookPage(title: title) { router.popToRoot() }
            }
        }
    }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryHome()
        }
    }
}

:mount LibraryApp()
// expect: LibraryRouter init
// expect: LibraryHome body: 0 deep
:tap "Open Dune"
// expect: LibraryHome body: 2 deep
// expect: AuthorPage body: 3
// expect: BookPage body: Dune
:back
// expect: LibraryHome body: 1 deep
:back
// expect: LibraryHome body: 0 deep
:tap "Author 5"
// expect: LibraryHome body: 1 deep
// expect: AuthorPage body: 5
:back
// expect: LibraryHome body: 0 deep
:tap "Open Dune"
// expect: LibraryHome body: 2 deep
// expect: AuthorPage body: 3
// expect: BookPage body: Dune
:tap "Home"
// expect: LibraryHome body: 0 deep
