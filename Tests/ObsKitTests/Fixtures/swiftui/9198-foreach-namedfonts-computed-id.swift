// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (NamedFont, Identifiable through a computed id)
// Apple's ForEach page declares `NamedFont: Identifiable` with `var id: String { name }` and makes one Text
// per font. Here the array is @State, so rows come and go: ForEach tells them apart by that id.
// - Mounting makes every row, top to bottom: each row's onAppear runs.
// - Removing "Headline" removes only the row with that id (its onDisappear runs); the others stay.
// - Appending "Footnote" adds one row (its onAppear runs).
import SwiftUI

private struct NamedFont: Identifiable {
    let name: String
    let font: Font
    var id: String { name }
}

struct FontSamples: View {
    @State private var namedFonts: [NamedFont] = [
        NamedFont(name: "Large Title", font: .largeTitle),
        NamedFont(name: "Title", font: .title),
        NamedFont(name: "Headline", font: .headline),
        NamedFont(name: "Body", font: .body),
    ]

    var body: some View {
        VStack {
            ForEach(namedFonts) { namedFont in
                Text(namedFont.name)
                    .font(namedFont.font)
                    .onAppear { print("appear \(namedFont.name)") }
                    .onDisappear { print("disappear \(namedFont.name)") }
            }
            Button("Remove Headline") { namedFonts.removeAll { $0.name == "Headline" } }
            Button("Add Footnote") { namedFonts.append(NamedFont(name: "Footnote", font: .footnote)) }
        }
    }
}

:mount FontSamples()
// expect: appear Large Title
// expect: appear Title
// expect: appear Headline
// expect: appear Body
:tap "Remove Headline"
// expect: disappear Headline
:tap "Add Footnote"
// expect: appear Footnote
