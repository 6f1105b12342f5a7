// Navigation in apps: pushing several screens at once by assigning the whole path (Hacking with Swift's "[32, 64]" trick).
// A NavigationStack shows one view per path element, each built by navigationDestination(for:) (rules §14.3, §15.12), in
// path order; only the top is on screen, so only it appears (rules §14.3, §11.1). A pop reveals the view below, which
// appears again without a body run (nothing it depends on changed, rules §0.2).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct ChapterView: View {
    let number: Int

    var body: some View {
        let _ = print("ChapterView body \(number)")
        Text("Chapter \(number)")
            .onAppear { print("appear \(number)") }
            .onDisappear { print("disappear \(number)") }
    }
}

struct BookView: View {
    @State private var path = [Int]()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Chapter 1") { path.append(1) }
                Button("Resume at chapter 3") { path = [1, 2, 3] }
            }
            .navigationDestination(for: Int.self) { number in
                ChapterView(number: number)
            }
            .onAppear { print("contents appear") }
            .onDisappear { print("contents disappear") }
        }
    }
}

:mount BookView()
// expect: contents appear
:tap "Resume at chapter 3"
// expect: ChapterView body 1
// expect: ChapterView body 2
// expect: ChapterView body 3
// expect: appear 3
// expect: contents disappear
:back
// expect: appear 2
// expect: disappear 3
:back
// expect: appear 1
// expect: disappear 2
:back
// expect: contents appear
// expect: disappear 1
