// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (tracking an optional object)
// Apple: Observation supports "tracking optionals and collections of objects". The selection is an optional
// @Observable book in @State. Selecting a book changes the state; afterwards the body reads the selected book's
// `title`, so retitling it runs the body, while retitling a book that is not selected runs nothing.
import SwiftUI
import Observation

@Observable final class Book {
    var title: String
    init(title: String) { self.title = title }
}

struct SelectionView: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Dune")]
    @State private var selected: Book?

    var body: some View {
        let _ = print("body: selected \(selected?.title ?? "nothing")")
        VStack {
            Text(selected?.title ?? "Nothing selected")
            Button("Select Emma") { selected = books[0] }
            Button("Retitle Emma") { books[0].title += "!" }
            Button("Retitle Dune") { books[1].title += "!" }
        }
    }
}

:mount SelectionView()
// expect: body: selected nothing
:tap "Retitle Emma"
:tap "Select Emma"
// expect: body: selected Emma!
:tap "Retitle Dune"
:tap "Retitle Emma"
// expect: body: selected Emma!!
