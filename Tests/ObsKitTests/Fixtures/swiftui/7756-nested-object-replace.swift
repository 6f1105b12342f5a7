// Observation in depth: nested @Observable objects, and replacing the inner one
// Reading `shelf.featured.title` tracks `featured` on the shelf and `title` on that book (rules §8: each getter
// records its own access). Replacing `featured` re-runs the banner; after that the old book is no longer read, so
// editing it changes nothing (§8.3: each body run's scope replaces the last). Top-level writes are outside any
// body; each script chunk is one turn (rules §10.1 ObsREPL's choice).
import SwiftUI

@Observable
final class Book {
    var title: String

    init(title: String) {
        self.title = title
    }
}

@Observable
final class Shelf {
    var featured = Book(title: "Dune")
}

struct FeaturedBanner: View {
    let shelf: Shelf

    var body: some View {
        let _ = print("banner: \(shelf.featured.title)")
        Text("Featured: \(shelf.featured.title)")
            .italic()
    }
}

let shelf = Shelf()
let firstBook = shelf.featured

:mount FeaturedBanner(shelf: shelf)
// expect: banner: Dune
firstBook.title = "Dune Messiah"
// expect: banner: Dune Messiah
:advance 1s
shelf.featured = Book(title: "Emma")
// expect: banner: Emma
:advance 1s
firstBook.title = "Children of Dune"
print("old book edited")
// expect: old book edited
:advance 1s
shelf.featured.title = "Persuasion"
// expect: banner: Persuasion
