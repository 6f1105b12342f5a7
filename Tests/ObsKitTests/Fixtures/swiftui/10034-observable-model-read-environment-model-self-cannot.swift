// SwiftLee style: an @Observable model read with @Environment(Model.self) cannot be bound directly, so the body declares a local `@Bindable var library = library` to get $library.title; keystrokes re-run only that view (rules §8.5, §14.2, §8.3)
import SwiftUI

@Observable
final class Library {
    var title = "Swift"
    var count = 1
}

struct TitleEditor: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        let _ = print("TitleEditor body: \(library.title)")
        TextField("Title", text: $library.title)
    }
}

struct CountView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("CountView body: \(library.count)")
        Button("Add book") { library.count += 1 }
    }
}

struct LibraryApp: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            TitleEditor()
            CountView()
        }
        .environment(library)
    }
}

:mount LibraryApp()
// expect: TitleEditor body: Swift
// expect: CountView body: 1
:type "UI" into "Title"
// expect: TitleEditor body: SwiftU
// expect: TitleEditor body: SwiftUI
:tap "Add book"
// expect: CountView body: 2
