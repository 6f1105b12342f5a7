// Apple docs `Entry()` (`@Entry` in `extension EnvironmentValues`, Xcode 16): two entries set on one container; each reader follows only its own key.
// `@Entry var x: T = default` declares the key and its default (rules §15.14). The screen sets both keys from its own
// @State; a change of one key's value runs again only the views reading that key (rules §14.2): the color label for
// "Pink", the limit label for "More". The screen's body runs for both (it reads the state to set the keys), but the
// labels' new values are equal, so the other label's body does not run (rules §2.7). "Pink" again is no change (§3.4).
import SwiftUI

extension EnvironmentValues {
    @Entry var highlightName: String = "yellow"
    @Entry var itemLimit: Int = 3
}

struct LimitLabel: View {
    @Environment(\.itemLimit) private var limit

    var body: some View {
        let _ = print("limit label \(limit)")
        Text("Show \(limit) items")
    }
}

struct HighlightLabel: View {
    @Environment(\.highlightName) private var color

    var body: some View {
        let _ = print("highlight label \(color)")
        Text("Highlight: \(color)")
    }
}

struct EntryScreen: View {
    @State private var color = "yellow"
    @State private var limit = 3

    var body: some View {
        VStack {
            LimitLabel()
            HighlightLabel()
            Button("Pink") { color = "pink" }
            Button("More") { limit += 2 }
        }
        .environment(\.highlightName, color)
        .environment(\.itemLimit, limit)
    }
}

:mount EntryScreen()
// expect: limit label 3
// expect: highlight label yellow
:tap "Pink"
// expect: highlight label pink
:tap "More"
// expect: limit label 5
:tap "Pink"
:tap "More"
// expect: limit label 7
