// Apple "Migrating from the Observable Object protocol to the Observable macro" style: the same library before and after: with ObservableObject, @StateObject and @EnvironmentObject, the title view re-runs when only the book count changes; with @Observable, @State and @Environment(Type.self) it runs only when the title it read changes (rules §6.5, §14.1, §14.2, §8.3)
import SwiftUI

final class OldLibrary: ObservableObject {
    @Published var title = "City Library"
    @Published var bookCount = 10
}

@Observable
final class NewLibrary {
    var title = "City Library"
    var bookCount = 10
}

struct OldTitle: View {
    @EnvironmentObject var library: OldLibrary

    var body: some View {
        let _ = print("OldTitle body: \(library.title)")
        Text(library.title)
    }
}

struct NewTitle: View {
    @Environment(NewLibrary.self) private var library

    var body: some View {
        let _ = print("NewTitle body: \(library.title)")
        Text(library.title)
    }
}

struct OldScreen: View {
    @StateObject private var library = OldLibrary()

    var body: some View {
        VStack {
            OldTitle()
            Button("Add book") { library.bookCount += 1 }
            Button("Rename") { library.title = "Town Library" }
        }
        .environmentObject(library)
    }
}

struct NewScreen: View {
    @State private var library = NewLibrary()

    var body: some View {
        VStack {
            NewTitle()
            Button("Add book") { library.bookCount += 1 }
            Button("Rename") { library.title = "Town Library" }
        }
        .environment(library)
    }
}

:mount OldScreen()
// expect: OldTitle body: City Library
:tap "Add book"
// expect: OldTitle body: City Library
:tap "Add book"
// expect: OldTitle body: City Library
:tap "Rename"
// expect: OldTitle body: Town Library
:mount NewScreen()
// expect: NewTitle body: City Library
:tap "Add book"
:tap "Add book"
:tap "Rename"
// expect: NewTitle body: Town Library
