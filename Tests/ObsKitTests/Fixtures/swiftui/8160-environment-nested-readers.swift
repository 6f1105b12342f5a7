// SwiftUI from Apple's documentation: @Environment(Model.self) readers depend only on the properties they read
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// a model placed with environment(_:) is read with `@Environment(Library.self)`; a view forms a dependency when its
// body reads a property, and properties it doesn't read leave it unaffected. Shelf reads `name`, its child Counter
// reads `count`; bumping `count` updates Counter alone.
import SwiftUI

@Observable
final class Library {
    var name = "City Library"
    var count = 0
}

struct CountLine: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("CountLine body \(library.count)")
        Button("Add book") { library.count += 1 }
    }
}

struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("Shelf body \(library.name)")
        VStack {
            Text(library.name)
            CountLine()
        }
    }
}

struct AppRoot: View {
    @State private var library = Library()
    var body: some View {
        Shelf().environment(library)
    }
}

:mount AppRoot()
:tap "Add book"
:tap "Add book"
// expect: Shelf body City Library
// expect: CountLine body 0
// expect: CountLine body 1
// expect: CountLine body 2
