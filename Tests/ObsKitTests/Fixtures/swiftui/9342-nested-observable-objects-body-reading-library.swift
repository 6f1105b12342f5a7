// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (nested @Observable objects: the body reading library.featured.title follows whichever book is featured now, not the one it was before)
// Managing model data in your app: the body's reads of observable properties are its dependencies, and Apple's
// migration guide lists "tracking optionals and collections of objects" among Observation's benefits. Reading
// `library.featured.title` reads `featured` on the library and `title` on that book. After a swap, the body reads the
// new book, so the old book's title is no longer a dependency.
// - Mount: Dune.
// - "Rename featured": the featured book's title changed: "Dune Messiah".
// - "Swap": `featured` changed: "Emma".
// - "Rename shelved": the shelved book is Dune Messiah, no longer read by the body: nothing runs.
// - "Rename featured": Emma's title: "Emma Messiah".
import SwiftUI

@Observable
final class Book {
    var title: String

    init(title: String) {
        self.title = title
    }
}

@Observable
final class Library {
    var featured = Book(title: "Dune")
    var shelved = Book(title: "Emma")

    func swap() {
        let old = featured
        featured = shelved
        shelved = old
    }
}

struct FeaturedBanner: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("banner: \(library.featured.title)")
        VStack {
            Text("Book of the week: \(library.featured.title)")
            Button("Rename featured") { library.featured.title += " Messiah" }
            Button("Swap") { library.swap() }
            Button("Rename shelved") { library.shelved.title += " (2nd ed.)" }
        }
    }
}

:mount FeaturedBanner()
// expect: banner: Dune
:tap "Rename featured"
// expect: banner: Dune Messiah
:tap "Swap"
// expect: banner: Emma
:tap "Rename shelved"
:tap "Rename featured"
// expect: banner: Emma Messiah
