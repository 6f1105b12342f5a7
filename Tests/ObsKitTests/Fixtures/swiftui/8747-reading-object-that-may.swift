// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (reading an object that may not be in the environment as an optional, @Environment(Library.self) var library: Library?, gives nil where no ancestor provided one instead of stopping)
import SwiftUI

@Observable class Library {
    var name: String
    init(name: String) { self.name = name }
}

struct LibraryStatus: View {
    let slot: String
    @Environment(Library.self) private var library: Library?

    var body: some View {
        Text(library?.name ?? "No library")
            .onTapGesture { print("\(slot): \(library?.name ?? "nil")") }
    }
}

struct Branches: View {
    var body: some View {
        VStack {
            LibraryStatus(slot: "outside")
            LibraryStatus(slot: "inside")
                .environment(Library(name: "North Branch"))
        }
    }
}

:mount Branches()
:tap "No library"
:tap "North Branch"
// expect: outside: nil
// expect: inside: North Branch
