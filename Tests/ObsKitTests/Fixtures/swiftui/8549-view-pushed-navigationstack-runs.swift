// SwiftUI from Apple's documentation: onAppear(perform:) and onDisappear(perform:) — https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (a view pushed on a NavigationStack runs its appear action when pushed and its disappear action after it is popped, each time)
import SwiftUI

struct Comments: View {
    var body: some View {
        Text("Comments")
            .onAppear { print("Comments appeared") }
            .onDisappear { print("Comments disappeared") }
    }
}

struct Post: View {
    var body: some View {
        NavigationLink("Show comments", value: 2)
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open post", value: 1)
                .navigationDestination(for: Int.self) { level in
                    if level == 1 { Post() } else { Comments() }
                }
        }
    }
}

:mount ContentView()
:tap "Open post"
print("-- post open")
:tap "Show comments"
:back
print("-- back on post")
:tap "Show comments"
:back
// expect: -- post open
// expect: Comments appeared
// expect: Comments disappeared
// expect: -- back on post
// expect: Comments appeared
// expect: Comments disappeared
