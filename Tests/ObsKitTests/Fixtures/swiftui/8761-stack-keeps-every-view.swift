// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (the stack keeps every view that hasn't been removed: a page covered by another push of the same destination type keeps its own @State, which it still has when the top page is popped)
import SwiftUI

struct Page: View {
    let number: Int
    @State private var notes = 0

    var body: some View {
        VStack {
            Button("Note on \(number)") {
                notes += 1
                print("page \(number) notes \(notes)")
            }
            NavigationLink("Go to \(number + 1)", value: number + 1)
        }
    }
}

struct NotebookView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Open page 1", value: 1)
                .navigationDestination(for: Int.self) { number in
                    Page(number: number)
                }
        }
    }
}

:mount NotebookView()
:tap "Open page 1"
:tap "Note on 1"
:tap "Note on 1"
:tap "Go to 2"
:tap "Note on 2"
:back
:tap "Note on 1"
// expect: page 1 notes 1
// expect: page 1 notes 2
// expect: page 2 notes 1
// expect: page 1 notes 3
