// environment and custom wrappers style: a PreferenceKey whose reduce appends, so each row's title is collected upward in tree order; onPreferenceChange stores the list in the parent's @State (first when it differs from the default), and a new row reports the longer list after the render that added it (rules §15.23)
import SwiftUI

struct SectionTitlesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct ChapterRow: View {
    let title: String

    var body: some View {
        Text(title)
            .preference(key: SectionTitlesKey.self, value: [title])
    }
}

struct TableOfContents: View {
    @State private var chapters = ["Intro", "Setup"]
    @State private var outline: [String] = []

    var body: some View {
        let _ = print("TableOfContents body: outline \(outline)")
        VStack {
            ForEach(chapters, id: \.self) { chapter in
                ChapterRow(title: chapter)
            }
            Button("Add chapter") { chapters.append("Deploy") }
        }
        .onPreferenceChange(SectionTitlesKey.self) { titles in
            print("titles: \(titles)")
            outline = titles
        }
    }
}

:mount TableOfContents()
// expect: TableOfContents body: outline []
// expect: titles: ["Intro", "Setup"]
// expect: TableOfContents body: outline ["Intro", "Setup"]
:tap "Add chapter"
// expect: TableOfContents body: outline ["Intro", "Setup"]
// expect: titles: ["Intro", "Setup", "Deploy"]
// expect: TableOfContents body: outline ["Intro", "Setup", "Deploy"]
