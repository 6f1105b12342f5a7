// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable model put in the environment with .environment(_:) is read with @Environment(Library.self); the reading view updates on the properties it reads, the views between don't)
import SwiftUI

@Observable class Library {
    var name = "City Library"
    var visitors = 0
}

struct Lobby: View {
    var body: some View {
        let _ = print("Lobby body")
        VStack {
            Text("Welcome")
            VisitorCounter()
        }
    }
}

struct VisitorCounter: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("VisitorCounter body: \(library.visitors)")
        VStack {
            Text("Visitors: \(library.visitors)")
            Button("Enter") { library.visitors += 1 }
            Button("Rename") { print("renamed"); library.name = "Town Library" }
        }
    }
}

let library = Library()

:mount Lobby().environment(library)
:tap "Enter"
:tap "Enter"
:tap "Rename"
print(library.name, library.visitors)
// expect: Lobby body
// expect: VisitorCounter body: 0
// expect: VisitorCounter body: 1
// expect: VisitorCounter body: 2
// expect: renamed
// expect: Town Library 2
