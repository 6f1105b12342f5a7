// "Pop to root / deep link with NavigationStack(path:)": the path array is the state; appending pushes, back pops the last element, assigning [] pops to root, assigning a whole array pushes several screens (Apple: NavigationStack init(path:root:), navigationDestination(for:destination:); SEMANTICS §14 Navigation)
import SwiftUI

struct ChapterView: View {
    let number: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Chapter \(number)")
            Button("Next after \(number)") { path.append(number + 1) }
            Button("Contents from \(number)") { path.removeAll() }
        }
    }
}

struct BookReader: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open chapter 1") { path.append(1) }
                Button("Jump to chapter 3") { path = [1, 2, 3] }
            }
            .navigationDestination(for: Int.self) { number in
                ChapterView(number: number, path: $path)
            }
        }
        .onChange(of: path) {
            print("path: \(path)")
        }
    }
}

:mount BookReader()
:tap "Open chapter 1"
:tap "Next after 1"
:back
:tap "Next after 1"
:tap "Contents from 2"
:tap "Jump to chapter 3"
:back

// expect: path: [1]
// expect: path: [1, 2]
// expect: path: [1]
// expect: path: [1, 2]
// expect: path: []
// expect: path: [1, 2, 3]
// expect: path: [1, 2]
