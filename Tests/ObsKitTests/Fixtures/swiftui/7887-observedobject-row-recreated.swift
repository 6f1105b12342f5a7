// The series' mistake A, in a list: each PostRow makes its own counter with `@ObservedObject var counter =
// LikeCounter()`. Every parent render builds the rows again (rules §2.6), and each new PostRow value makes a new
// LikeCounter (§5.3): the rows' values differ (another object reference, §2.5) and their bodies run with the
// likes back at 0. With `@StateObject` (FixedFeed) the closure runs once per row (§4.2, §4.3); `= LikeCounter()`
// captures nothing, so the rebuilt rows are equal and skip their bodies (§2.5, §2.7), and the likes survive.
import SwiftUI

final class LikeCounter: ObservableObject {
    @Published var likes = 0
}

struct PostRow: View {
    let title: String
    @ObservedObject var counter = LikeCounter()

    var body: some View {
        let _ = print("row \(title) ♥ \(counter.likes)")
        Button("\(title) ♥ \(counter.likes)") { counter.likes += 1 }
    }
}

struct Feed: View {
    @State private var posts = ["Hello", "World"]
    @State private var refreshed = 0

    var body: some View {
        List(posts, id: \.self) { title in
            PostRow(title: title)
        }
        Button("Refresh (\(refreshed))") { refreshed += 1 }
    }
}

struct FixedPostRow: View {
    let title: String
    @StateObject private var counter = LikeCounter()

    var body: some View {
        let _ = print("fixed row \(title) ♥ \(counter.likes)")
        Button("\(title) ♥ \(counter.likes)") { counter.likes += 1 }
    }
}

struct FixedFeed: View {
    @State private var posts = ["Hello", "World"]
    @State private var refreshed = 0

    var body: some View {
        List(posts, id: \.self) { title in
            FixedPostRow(title: title)
        }
        Button("Refresh (\(refreshed))") { refreshed += 1 }
    }
}

:mount Feed()
// expect: row Hello ♥ 0
// expect: row World ♥ 0
:tap "Hello ♥ 0"
// expect: row Hello ♥ 1
:tap "Hello ♥ 1"
// expect: row Hello ♥ 2
:tap "Refresh (0)"
// expect: row Hello ♥ 0
// expect: row World ♥ 0
:tap "Hello ♥ 0"
// expect: row Hello ♥ 1
:mount FixedFeed()
// expect: fixed row Hello ♥ 0
// expect: fixed row World ♥ 0
:tap "Hello ♥ 0"
// expect: fixed row Hello ♥ 1
:tap "Refresh (0)"
:tap "Hello ♥ 1"
// expect: fixed row Hello ♥ 2
