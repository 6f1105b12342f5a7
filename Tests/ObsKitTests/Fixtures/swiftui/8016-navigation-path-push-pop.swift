// SwiftUI from Apple's documentation: NavigationStack(path:) keeps the bound path in step with pushes and pops
// Apple, NavigationStack.init(path:root:) (https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q):
// "Creates a navigation stack with homogeneous navigation state that you can control." "path: A Binding to the navigation state for
// this stack." Apple, NavigationStack: "People can add views to the top of the stack by clicking or tapping a NavigationLink, and
// remove views using built-in, platform-appropriate controls, like a Back button". Appending to the path pushes the destination;
// a NavigationLink(value:) appends; the Back button removes the last element, and the popped page disappears.
import SwiftUI

struct ProductPage: View {
    let number: Int

    var body: some View {
        NavigationLink("Related \(number + 1)", value: number + 1)
            .onAppear { print("page \(number) appeared") }
            .onDisappear { print("page \(number) disappeared") }
    }
}

struct Catalog: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("Catalog body: path \(path)")
        NavigationStack(path: $path) {
            Button("Open 7") { path.append(7) }
                .navigationDestination(for: Int.self) { number in
                    ProductPage(number: number)
                }
        }
    }
}

:mount Catalog()
// expect: Catalog body: path []
:tap "Open 7"
// expect: Catalog body: path [7]
// expect: page 7 appeared
:back
// expect: Catalog body: path []
// expect: page 7 disappeared
