// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (dependency tracking works even when the view doesn't store the observable: a global book read in body; and an optional observable property is tracked too)
import SwiftUI

// Body runs are printed from the first turn after mounting on (the order of siblings' first bodies is not specified).
var mounted = false
func trace(_ line: String) { if mounted { print(line) } }

@Observable class Book {
    var title: String
    init(title: String) { self.title = title }
}

@Observable class Library {
    var featured: Book?
}

var globalBook = Book(title: "Sample Book Title")
let library = Library()

struct GlobalBookView: View {
    var body: some View {
        let _ = trace("GlobalBookView body: \(globalBook.title)")
        Text(globalBook.title)
    }
}

struct FeaturedView: View {
    var body: some View {
        let _ = trace("FeaturedView body: \(library.featured?.title ?? "none")")
        Text(library.featured?.title ?? "Nothing featured")
    }
}

struct Front: View {
    var body: some View {
        VStack {
            GlobalBookView()
            FeaturedView()
            Button("Retitle global") { globalBook.title = "Global Edition" }
            Button("Feature") { library.featured = Book(title: "Emma") }
            Button("Retitle featured") { library.featured?.title = "Emma (annotated)" }
            Button("Unfeature") { library.featured = nil }
        }
    }
}

:mount Front()
mounted = true
:tap "Retitle global"
:tap "Feature"
:tap "Retitle featured"
:tap "Unfeature"
// expect: GlobalBookView body: Global Edition
// expect: FeaturedView body: Emma
// expect: FeaturedView body: Emma (annotated)
// expect: FeaturedView body: none
