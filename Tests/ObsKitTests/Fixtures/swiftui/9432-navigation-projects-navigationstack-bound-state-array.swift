// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/programmatic-navigation-with-navigationstack (the Navigation project's NavigationStack bound to an @State array of Ints: buttons push by assigning or appending, a detail pushes the next number through a binding to the same path, and popping reveals the view below, which appears again)
// Apple: NavigationStack(path:root:) "binds to a collection of data"; changing the collection pushes or pops, and the
// back button removes the last element. navigationDestination(for: Int.self) turns each element into a view. The
// root's body prints the path, so it runs whenever the path changes (the stack itself only gets `$path`). onAppear
// runs each time a view becomes visible: when it is pushed, and again when the view above it is popped.
// - "Show 32" replaces the path; back; "Show 64" appends; the detail's "Halve" appends 32 on top; back shows 64
//   again.
import SwiftUI

struct NumberDetail: View {
    let number: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Detail View \(number)")
            Button("Halve") {
                path.append(number / 2)
            }
        }
        .navigationTitle("Number: \(number)")
        .onAppear {
            print("showing detail \(number)")
        }
    }
}

struct PathRoot: View {
    @State private var path = [Int]()

    var body: some View {
        let _ = print("root body: path \(path)")
        NavigationStack(path: $path) {
            VStack {
                Button("Show 32") {
                    path = [32]
                }
                Button("Show 64") {
                    path.append(64)
                }
            }
            .navigationDestination(for: Int.self) { selection in
                NumberDetail(number: selection, path: $path)
            }
        }
    }
}

:mount PathRoot()
// expect: root body: path []
:tap "Show 32"
// expect: root body: path [32]
// expect: showing detail 32
:back
// expect: root body: path []
:tap "Show 64"
// expect: root body: path [64]
// expect: showing detail 64
:tap "Halve"
// expect: root body: path [64, 32]
// expect: showing detail 32
:back
// expect: root body: path [64]
// expect: showing detail 64
