// Navigation in apps: a podcast browser two levels deep, logging onAppear/onDisappear on every screen and on the stack itself.
// Only a stack's top is on screen: a push makes the covered screen disappear, a pop makes it appear again (rules §14.3,
// §11.1); the NavigationStack stays on screen throughout, so its own onAppear runs once. At mount, callbacks run parent
// before child (rules §11.1); a push runs the covered view's onDisappear before the new onAppear (rules §15.8).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct EpisodeView: View {
    let number: Int
    var body: some View {
        Text("Episode \(number)")
            .onAppear { print("episode appear: \(number)") }
            .onDisappear { print("episode disappear: \(number)") }
    }
}

struct ShowView: View {
    let title: String
    var body: some View {
        List(1...3, id: \.self) { number in
            NavigationLink("Episode \(number)", value: number)
        }
        .navigationTitle(title)
        .onAppear { print("show appear: \(title)") }
        .onDisappear { print("show disappear: \(title)") }
    }
}

struct PodcastBrowser: View {
    let shows = ["Swift Talk", "Under the Radar"]

    var body: some View {
        NavigationStack {
            List(shows, id: \.self) { show in
                NavigationLink(show, value: show)
            }
            .navigationTitle("Shows")
            .navigationDestination(for: String.self) { title in
                ShowView(title: title)
            }
            .navigationDestination(for: Int.self) { number in
                EpisodeView(number: number)
            }
            .onAppear { print("shows appear") }
            .onDisappear { print("shows disappear") }
        }
        .onAppear { print("stack appear") }
        .onDisappear { print("stack disappear") }
    }
}

:mount PodcastBrowser()
// expect: shows appear
// expect: stack appear
:tap "Swift Talk"
// expect: show appear: Swift Talk
// expect: shows disappear
:tap "Episode 2"
// expect: episode appear: 2
// expect: show disappear: Swift Talk
:back
// expect: show appear: Swift Talk
// expect: episode disappear: 2
:back
// expect: shows appear
// expect: show disappear: Swift Talk
