// SwiftUI from Apple's documentation: a deep view writes an environment @Observable object; the owner sees the change
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "With Observation, a view in SwiftUI can form dependencies on observable data models and update the UI when data
// changes." Apple, environment(_:): "Places an observable object in the view's environment." Apple,
// onChange(of:initial:_:): "You can use onChange to trigger a side effect as the result of a value changing".
import SwiftUI

@Observable
final class Library {
    var borrowed = 0
}

struct BorrowButton: View {
    @Environment(Library.self) private var library
    var body: some View {
        Button("Borrow") { library.borrowed += 1 }
    }
}

struct Shelf: View {
    var body: some View {
        VStack { BorrowButton() }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()
    var body: some View {
        Shelf()
            .environment(library)
            .onChange(of: library.borrowed) { _, newValue in
                print("borrowed \(newValue)")
            }
    }
}

:mount LibraryRoot()
:tap "Borrow"
:tap "Borrow"
// expect: borrowed 1
// expect: borrowed 2
