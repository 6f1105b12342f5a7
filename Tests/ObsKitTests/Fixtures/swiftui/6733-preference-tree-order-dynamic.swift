// Follows Apple's `View/onPreferenceChange(_:perform:)` page
// (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)): "Adds an action to perform
// when the specified preference key's value changes." Section headers publish their titles; a table of contents
// collects them, and one header is shown only on demand.
// - `reduce` "receives its values in view-tree order": appending gives the titles in screen order, the optional
//   "Appendix" between "Intro" and "Summary" while it is shown (Apple `preferencekey/reduce(value:nextvalue:)`;
//   rules §15.23).
// - Removing the header removes its value from the combined one (rules §15.23: a subtree that sets nothing has the
//   default, here the empty array, which appending ignores).
// - The change action only stores the value; when it is first called is not documented, so the button prints.
import SwiftUI

struct SectionTitlesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct SectionHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .preference(key: SectionTitlesKey.self, value: [title])
    }
}

struct ContentsScreen: View {
    @State private var showAppendix = false
    @State private var titles: [String] = []

    var body: some View {
        VStack {
            SectionHeader(title: "Intro")
            if showAppendix {
                SectionHeader(title: "Appendix")
            }
            SectionHeader(title: "Summary")
            Button("Toggle appendix") { showAppendix.toggle() }
            Button("List sections") { print("sections: \(titles.joined(separator: ", "))") }
        }
        .onPreferenceChange(SectionTitlesKey.self) { newTitles in
            titles = newTitles
        }
    }
}

:mount ContentsScreen()
:tap "List sections"
// expect: sections: Intro, Summary
:tap "Toggle appendix"
:tap "List sections"
// expect: sections: Intro, Appendix, Summary
:tap "Toggle appendix"
:tap "List sections"
// expect: sections: Intro, Summary
