// Kodeco style (pushed detail): a list owns its view model in @StateObject and passes it to a pushed detail's @ObservedObject; starring runs both bodies, the pop runs neither (rules §4.4, §5.1, §6.5, §14.3, §15.12)
import SwiftUI
import Combine

final class LibraryViewModel: ObservableObject {
    @Published var starred: Set<String> = []
    let books = ["Dune", "Emma"]

    func toggle(_ book: String) {
        if starred.contains(book) {
            starred.remove(book)
        } else {
            starred.insert(book)
        }
    }
}

struct BookDetail: View {
    let title: String
    @ObservedObject var library: LibraryViewModel

    var body: some View {
        let isStarred = library.starred.contains(title)
        let _ = print("BookDetail body \(title) starred=\(isStarred)")
        Button(isStarred ? "Unstar" : "Star") {
            library.toggle(title)
        }
    }
}

struct LibraryView: View {
    @StateObject private var library = LibraryViewModel()

    var body: some View {
        let _ = print("LibraryView body starred=\(library.starred.count)")
        NavigationStack {
            List(library.books, id: \.self) { book in
                NavigationLink(book) {
                    BookDetail(title: book, library: library)
                }
            }
            .navigationTitle("Library")
        }
    }
}

:mount LibraryView()
// expect: LibraryView body starred=0
:tap "Dune"
// expect: BookDetail body Dune starred=false
:tap "Star"
// expect: LibraryView body starred=1
// expect: BookDetail body Dune starred=true
:back
:tap "Emma"
// expect: BookDetail body Emma starred=false
