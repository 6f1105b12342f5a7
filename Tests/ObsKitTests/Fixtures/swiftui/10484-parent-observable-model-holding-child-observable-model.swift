// Observation in depth style: a parent @Observable model holding a child @Observable model; views reading library.featured.title depend on both featured and title; replacing the child object re-runs every view that read featured, and the old book, held by nothing, goes at once (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Book {
    var title: String
    var pages: Int

    init(title: String, pages: Int) {
        self.title = title
        self.pages = pages
        print("Book init: \(title)")
    }

    deinit { print("Book deinit: \(title)") }
}

@Observable
final class Library {
    var name = "Elm Street Library"
    var featured = Book(title: "Dune", pages: 412)
}

struct FeaturedTitle: View {
    let library: Library

    var body: some View {
        let _ = print("FeaturedTitle body: \(library.featured.title)")
        Text(library.featured.title)
    }
}

struct FeaturedPages: View {
    let library: Library

    var body: some View {
        let _ = print("FeaturedPages body: \(library.featured.pages)")
        Text("\(library.featured.pages) pages")
    }
}

struct LibraryName: View {
    let library: Library

    var body: some View {
        let _ = print("LibraryName body: \(library.name)")
        Text(library.name)
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryScreen body")
        VStack {
            LibraryName(library: library)
            FeaturedTitle(library: library)
            FeaturedPages(library: library)
            Button("Retitle") { library.featured.title += " II" }
            Button("Add pages") { library.featured.pages += 10 }
            Button("Swap book") { library.featured = Book(title: "Emma", pages: 300) }
            Button("Rename library") { library.name = "Oak Library" }
        }
    }
}

:mount LibraryScreen()
// expect: Book init: Dune
// expect: LibraryScreen body
// expect: LibraryName body: Elm Street Library
// expect: FeaturedTitle body: Dune
// expect: FeaturedPages body: 412
:tap "Retitle"
// expect: FeaturedTitle body: Dune II
:tap "Add pages"
// expect: FeaturedPages body: 422
:tap "Swap book"
// expect: Book init: Emma
// expect: Book deinit: Dune II
// expect: FeaturedTitle body: Emma
// expect: FeaturedPages body: 300
:tap "Retitle"
// expect: FeaturedTitle body: Emma II
:tap "Rename library"
// expect: LibraryName body: Oak Library
