// SwiftUI from Apple's documentation: Observation tracks an optional observable object held by another model
// Apple, Migrating from the Observable Object protocol to the Observable macro (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
// Observation brings "Tracking optionals and collections of objects". Managing model data
// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): a view depends on an observable
// object "accessed through another object". The body reads `featured` and, once set, the featured book's title.
import SwiftUI

@Observable
final class Book {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var featured: Book?
}

struct FeaturedView: View {
    @State private var library = Library()
    var body: some View {
        let _ = print("FeaturedView body: \(library.featured?.title ?? "none")")
        VStack {
            Button("Feature") { library.featured = Book(title: "Walden") }
            Button("Retitle") { library.featured?.title = "Walden; or, Life in the Woods" }
            Button("Clear") { library.featured = nil }
        }
    }
}

:mount FeaturedView()
:tap "Feature"
:tap "Retitle"
:tap "Clear"
// expect: FeaturedView body: none
// expect: FeaturedView body: Walden
// expect: FeaturedView body: Walden; or, Life in the Woods
// expect: FeaturedView body: none
