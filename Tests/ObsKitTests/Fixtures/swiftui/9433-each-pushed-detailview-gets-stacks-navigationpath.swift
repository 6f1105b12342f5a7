// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/how-to-make-a-navigationstack-return-to-its-root-view-programmatically (each pushed DetailView gets the stack's NavigationPath as a @Binding: one button pushes the next number, "Home" assigns a new empty NavigationPath and everything pops at once)
// Apple: NavigationPath is a type-erased list of data; `count` says how many views are pushed, and assigning an empty
// path returns the stack to its root. The detail's "Home" prints where it was, then replaces the whole path: one
// change, one update. The root's body reads `path.count`, so it runs on every push and on the pop to root; it also
// prints its onAppear, which runs again when the root becomes visible after the pop.
// - "Start" pushes 1; "Next" pushes 2, then 3; "Home" from 3 pops everything.
import SwiftUI

struct CountingDetail: View {
    var number: Int
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Number: \(number)")
            Button("Next") {
                path.append(number + 1)
            }
            Button("Home") {
                print("going home from \(number), \(path.count) deep")
                path = NavigationPath()
            }
        }
        .navigationTitle("Number: \(number)")
    }
}

struct HomeRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        let _ = print("root body: \(path.count) pushed")
        NavigationStack(path: $path) {
            Button("Start") {
                path.append(1)
            }
            .onAppear {
                print("root appeared")
            }
            .navigationDestination(for: Int.self) { i in
                CountingDetail(number: i, path: $path)
            }
        }
    }
}

:mount HomeRoot()
// expect: root body: 0 pushed
// expect: root appeared
:tap "Start"
// expect: root body: 1 pushed
:tap "Next"
// expect: root body: 2 pushed
:tap "Next"
// expect: root body: 3 pushed
:tap "Home"
// expect: going home from 3, 3 deep
// expect: root body: 0 pushed
// expect: root appeared
