// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationpath (a type-erased path holding an Int and a String)
// NavigationPath: "If you need to present different kinds of data in a single stack, use a navigation path instead"
// of an array; it "provides the usual collection controls for adding, counting, and removing data elements".
// - One `navigationDestination(for:)` per type; `append(_:)` pushes, `removeLast(_:)` pops, `count` is the depth
//   (https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)).
// - Only the top view's buttons can be tapped.
import SwiftUI

struct NumberScreen: View {
    let number: Int
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Number \(number)")
            Button("Report number") { print("number \(number) at depth \(path.count)") }
            Button("Add word") { path.append("Swift") }
        }
    }
}

struct WordScreen: View {
    let word: String
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Word \(word)")
            Button("Report word") { print("word \(word) at depth \(path.count)") }
            Button("Pop") { path.removeLast() }
        }
    }
}

struct MixedStack: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Show number 7") { path.append(7) }
                Button("Show word Hello") { path.append("Hello") }
            }
            .navigationDestination(for: Int.self) { number in
                NumberScreen(number: number, path: $path)
            }
            .navigationDestination(for: String.self) { word in
                WordScreen(word: word, path: $path)
            }
        }
    }
}

:mount MixedStack()
:tap "Show number 7"
:tap "Report number"
// expect: number 7 at depth 1
:tap "Add word"
:tap "Report word"
// expect: word Swift at depth 2
:tap "Pop"
:tap "Report number"
// expect: number 7 at depth 1
:back
:tap "Show word Hello"
:tap "Report word"
// expect: word Hello at depth 1
