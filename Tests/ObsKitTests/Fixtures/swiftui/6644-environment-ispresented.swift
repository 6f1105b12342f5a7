// Follows Apple's page "isPresented" (developer.apple.com/documentation/swiftui/environmentvalues/ispresented): "A
// Boolean value that indicates whether the view associated with this environment is currently presented", and its
// note that onAppear, unlike this value, "can call more than once for a given presentation, like when you navigate
// back to a view that's already in the navigation hierarchy".
// - The root of the window is not presented (false); a sheet's content and a pushed view are (true) (Apple's page).
// - Pushing a destination hides what it covers: the covered view's onDisappear, then the pushed view's onAppear;
//   popping gives the popped view's onDisappear, then the uncovered view's onAppear again (Apple's note above;
//   rules §14.3, §11.1: all disappears before any appear; the pushed body, which prints nothing here, runs first).
// - Presenting a sheet doesn't take the presenter off screen on iPhone: no onDisappear for BookHome (rules §15.11:
//   a sheet covers its presenter; only pushes and tabs hide views, §14.3, §15.8).
// - Values are printed in onAppear, not in bodies: whether a dismissing sheet's body runs again with false is not
//   specified.
// - ObsREPL (obsrepl run while writing) differs: @Environment(\.isPresented) reads as nil (an Optional<Any>), so
//   each line prints "isPresented nil"; the appear/disappear lines and their order match. Apple's page defines a Bool,
//   false for the root and true for a sheet's content and pushed views; the expectation is kept.
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct ShareSheet: View {
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Text("Share this book")
            .onAppear { print("ShareSheet appeared, isPresented \(isPresented)") }
    }
}

struct ChapterView: View {
    let number: Int
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("Chapter \(number)")
            NavigationLink("Next Chapter", value: number + 1)
        }
        .onAppear { print("Chapter \(number) appeared, isPresented \(isPresented)") }
        .onDisappear { print("Chapter \(number) disappeared") }
    }
}

struct BookHome: View {
    @Environment(\.isPresented) private var isPresented
    @State private var isSharing = false

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Chapter 1", value: 1)
                Button("Share") { isSharing = true }
            }
            .navigationDestination(for: Int.self) { number in
                ChapterView(number: number)
            }
            .onAppear { print("BookHome appeared, isPresented \(isPresented)") }
            .onDisappear { print("BookHome disappeared") }
        }
        .sheet(isPresented: $isSharing) {
            ShareSheet()
        }
    }
}

:mount BookHome()
// expect: BookHome appeared, isPresented false
:tap "Share"
// expect: ShareSheet appeared, isPresented true
:dismiss
:tap "Chapter 1"
// expect: Chapter 1 appeared, isPresented true
// expect: BookHome disappeared
:tap "Next Chapter"
// expect: Chapter 2 appeared, isPresented true
// expect: Chapter 1 disappeared
:back
// expect: Chapter 1 appeared, isPresented true
// expect: Chapter 2 disappeared
:back
// expect: BookHome appeared, isPresented false
// expect: Chapter 1 disappeared
