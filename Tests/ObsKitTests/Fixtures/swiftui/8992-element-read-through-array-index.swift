// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view can depend on an observable object reached through another object: the featured banner reads library.books[0].title, so it updates when the first book is renamed and not when the second one is)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books = [Book(title: "Dracula"), Book(title: "Carmilla")]
}

struct FeaturedBanner: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("featured: \(library.books[0].title)")
        Text("Featured: \(library.books[0].title)")
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            FeaturedBanner()
            Button("Rename second") { library.books[1].title = "Carmilla (1872)" }
            Button("Rename first") { library.books[0].title = "Dracula (1897)" }
        }
        .environment(library)
    }
}

:mount LibraryRoot()
:tap "Rename second"
:tap "Rename first"
// expect: featured: Dracula
// expect: featured: Dracula (1897)
