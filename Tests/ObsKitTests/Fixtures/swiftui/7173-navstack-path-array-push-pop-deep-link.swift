// A book reader with `NavigationStack(path:)` over an `[Int]` of chapter numbers: a button pushes chapter 1,
// `NavigationLink(value:)` pushes the next, `:back` pops, and a deep link sets the whole path at once (own code, in
// the shape of Apple's NavigationStack examples).
// What SwiftUI does: the stack shows one view per element of its path; appending pushes, removing pops, and a
// `NavigationLink(value:)` appends (rules §15.12). `navigationDestination(for:)` builds a chapter when it is pushed
// (rules §14.3). The root's body prints `path.count`, so it reads the path and runs at every push and pop (rules
// §3.5). Only the top of the stack is on screen: a push makes the covered view disappear and the new one appear, after
// the new view's body; a pop the other way round, disappears first (rules §14.3, §11.1). A deep link to [1, 2, 3]
// makes the three chapters (each new node runs its body, rules §0.2), but only chapter 3 appears; popping it then
// shows chapter 2 for the first time.
// Sources: rules §0.2, §3.5, §11.1, §14.3, §15.12; https://developer.apple.com/documentation/swiftui/navigationstack,
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct ChapterView: View {
    let number: Int

    var body: some View {
        let _ = print("ChapterView body \(number)")
        VStack {
            Text("Chapter \(number)")
            NavigationLink("Next Chapter", value: number + 1)
        }
        .onAppear { print("chapter \(number) appeared") }
        .onDisappear { print("chapter \(number) disappeared") }
    }
}

struct BookReader: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("BookReader body: depth \(path.count)")
        NavigationStack(path: $path) {
            List {
                Button("Start Reading") { path.append(1) }
                Button("Jump to Chapter 3") { path = [1, 2, 3] }
            }
            .navigationTitle("Contents")
            .navigationDestination(for: Int.self) { number in
                ChapterView(number: number)
            }
            .onAppear { print("contents appeared") }
            .onDisappear { print("contents disappeared") }
        }
    }
}

:mount BookReader()
// expect: BookReader body: depth 0
// expect: contents appeared
:tap "Start Reading"
// expect: BookReader body: depth 1
// expect: ChapterView body 1
// expect: chapter 1 appeared
// expect: contents disappeared
:tap "Next Chapter"
// expect: BookReader body: depth 2
// expect: ChapterView body 2
// expect: chapter 2 appeared
// expect: chapter 1 disappeared
:back
// expect: BookReader body: depth 1
// expect: chapter 1 appeared
// expect: chapter 2 disappeared
:back
// expect: BookReader body: depth 0
// expect: contents appeared
// expect: chapter 1 disappeared
:tap "Jump to Chapter 3"
// expect: BookReader body: depth 3
// expect: ChapterView body 1
// expect: ChapterView body 2
// expect: ChapterView body 3
// expect: chapter 3 appeared
// expect: contents disappeared
:back
// expect: BookReader body: depth 2
// expect: chapter 2 appeared
// expect: chapter 3 disappeared
