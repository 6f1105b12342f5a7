// SwiftUI from Apple's documentation: an @Observable object in the environment re-runs only the views that read the changed property
// Apple, View.environment(_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:)): "Places an observable object
// in the view's environment." Apple, Migrating from the Observable Object protocol to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): views
// update "based on changes to the observable properties that a view's body reads instead of any property changes".
import SwiftUI

@Observable
final class Library {
    var title = "Shelf"
    var count = 0
}

struct TitleView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("TitleView body: \(library.title)")
        Text(library.title)
    }
}

struct CountView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("CountView body: \(library.count)")
        Text("\(library.count)")
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            Button("Add") { library.count += 1 }
            Button("Rename") { library.title = "Wall" }
            TitleView()
            CountView()
        }
        .environment(library)
    }
}

:mount LibraryScreen()
// expect: TitleView body: Shelf
// expect: CountView body: 0
:tap "Add"
// expect: CountView body: 1
:tap "Rename"
// expect: TitleView body: Wall
