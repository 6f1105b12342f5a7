// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationpath (NavigationPath with Int and String destinations)
// Apple's NavigationPath page: "If you need to present different kinds of data in a single stack, use a navigation
// path instead. The path uses type erasure so you can manage a collection of heterogeneous elements. The path also
// provides the usual collection controls for adding, counting, and removing data elements." onChange(of:) prints
// the path's count after each change; the stack's back button removes the last element.
// - Push 7; push a word on top; remove it; push it again; reset to the root; push "Hello"; back.
import SwiftUI

struct PathDemo: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Show number 7") { path.append(7) }
                Button("Show word Hello") { path.append("Hello") }
            }
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Text("Number \(number)")
                    Button("Then word \(number)") { path.append("Word for \(number)") }
                }
            }
            .navigationDestination(for: String.self) { word in
                VStack {
                    Text(word)
                    Button("Back one") { path.removeLast() }
                    Button("Back to root") { path = NavigationPath() }
                }
            }
        }
        .onChange(of: path) { _, newPath in
            print("depth \(newPath.count)")
        }
    }
}

:mount PathDemo()
:tap "Show number 7"
// expect: depth 1
:tap "Then word 7"
// expect: depth 2
:tap "Back one"
// expect: depth 1
:tap "Then word 7"
// expect: depth 2
:tap "Back to root"
// expect: depth 0
:tap "Show word Hello"
// expect: depth 1
:back
// expect: depth 0
