// SwiftUI from Apple's documentation: NavigationPath with two navigationDestination(for:) types
// Source: developer.apple.com/documentation/swiftui/navigationpath: "If you need to present different
// kinds of data in a single stack, use a navigation path instead. The path uses type erasure so you
// can manage a collection of heterogeneous elements. The path also provides the usual collection
// controls for adding, counting, and removing data elements." (append(_:), count)
import SwiftUI

struct NumberPage: View {
    let number: Int
    @Binding var path: NavigationPath
    var body: some View {
        VStack {
            Button("Then a word") { path.append("after \(number)") }
            Button("Count at number") { print("number \(number), count \(path.count)") }
        }
    }
}

struct WordPage: View {
    let word: String
    @Binding var path: NavigationPath
    var body: some View {
        Button("Count at word") { print("word '\(word)', count \(path.count)") }
    }
}

struct ContentView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Push 42") { path.append(42) }
                .navigationDestination(for: Int.self) { n in NumberPage(number: n, path: $path) }
                .navigationDestination(for: String.self) { s in WordPage(word: s, path: $path) }
        }
    }
}

:mount ContentView()
:tap "Push 42"
:tap "Count at number"
:tap "Then a word"
:tap "Count at word"
:back
:tap "Count at number"

// expect: number 42, count 1
// expect: word 'after 42', count 2
// expect: number 42, count 1
