// SwiftUI from Apple's documentation: one @Observable model reached by init and by @Environment; each reader follows its own reads
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// share a model with "environment(_:)" and read it with "@Environment(Library.self)"; a view depends on the properties its body
// reads. `Shelf` gets the model by init and only passes it on, so it never runs again.
import SwiftUI

@Observable
final class Library {
    var name = "City"
    var loans = 0
}

struct NameLabel: View {
    let library: Library
    var body: some View {
        let _ = print("NameLabel body: \(library.name)")
        Text(library.name)
    }
}

struct LoanLabel: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("LoanLabel body: \(library.loans)")
        Text("\(library.loans) loans")
    }
}

struct Shelf: View {
    let library: Library
    var body: some View {
        let _ = print("Shelf body")
        VStack {
            NameLabel(library: library)
            LoanLabel()
            Button("Lend") { library.loans += 1 }
            Button("Rename") { library.name = "County" }
        }
    }
}

struct LibraryApp: View {
    @State private var library = Library()
    var body: some View {
        Shelf(library: library)
            .environment(library)
    }
}

:mount LibraryApp()
// expect: Shelf body
// expect: NameLabel body: City
// expect: LoanLabel body: 0
:tap "Lend"
// expect: LoanLabel body: 1
:tap "Rename"
// expect: NameLabel body: County
