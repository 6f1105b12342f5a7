// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a Library put in the environment with .environment(_:) and read with @Environment(Library.self): a change to visits updates only the view whose body reads visits, not the root that holds the model nor the view that reads name)
import SwiftUI
import Observation

@Observable
final class Library {
    var name = "City Library"
    var visits = 0
}

struct LibraryName: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("name: \(library.name)")
        Text(library.name)
    }
}

struct VisitCounter: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("visits: \(library.visits)")
        Button("Visit") { library.visits += 1 }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("root")
        VStack {
            LibraryName()
            VisitCounter()
        }
        .environment(library)
    }
}

:mount LibraryRoot()
:tap "Visit"
:tap "Visit"
// expect: root
// expect: name: City Library
// expect: visits: 0
// expect: visits: 1
// expect: visits: 2
