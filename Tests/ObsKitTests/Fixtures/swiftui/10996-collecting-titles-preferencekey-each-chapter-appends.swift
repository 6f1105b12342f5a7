// Stack Overflow style (collecting titles with a PreferenceKey): each chapter appends its title, siblings combine in tree order, and removing one in an if updates the list (rules §15.23, §1)
import SwiftUI

struct ChapterTitlesKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct ChapterView: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .preference(key: ChapterTitlesKey.self, value: [title])
    }
}

struct ContentView: View {
    @State private var showExtras = true

    var body: some View {
        VStack(alignment: .leading) {
            ChapterView(title: "Intro")
            if showExtras {
                ChapterView(title: "Extras")
            }
            ChapterView(title: "Outro")
            Button(showExtras ? "Hide extras" : "Show extras") {
                showExtras.toggle()
            }
        }
        .onPreferenceChange(ChapterTitlesKey.self) { titles in
            print("titles: \(titles.joined(separator: ", "))")
        }
    }
}
:mount ContentView()
// expect: titles: Intro, Extras, Outro
:tap "Hide extras"
// expect: titles: Intro, Outro
:tap "Show extras"
// expect: titles: Intro, Extras, Outro
