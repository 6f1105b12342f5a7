// SwiftUI from Apple's documentation: ForEach — https://developer.apple.com/documentation/swiftui/foreach (views are identified by the elements' ids: inserting an element before a row keeps that row's @State with its element)
import SwiftUI

struct NamedFont: Identifiable {
    let name: String
    let font: Font
    var id: String { name }
}

struct FontRow: View {
    let namedFont: NamedFont
    @State private var taps = 0
    var body: some View {
        Button(namedFont.name) {
            taps += 1
            print("\(namedFont.name) tapped \(taps) times")
        }
        .font(namedFont.font)
    }
}

struct FontList: View {
    @State private var namedFonts: [NamedFont] = [
        NamedFont(name: "Title", font: .title),
        NamedFont(name: "Headline", font: .headline),
        NamedFont(name: "Body", font: .body)
    ]
    var body: some View {
        VStack {
            Button("Insert Large Title") {
                namedFonts.insert(NamedFont(name: "Large Title", font: .largeTitle), at: 0)
            }
            ForEach(namedFonts) { namedFont in
                FontRow(namedFont: namedFont)
            }
        }
    }
}

:mount FontList()
:tap "Headline"
:tap "Headline"
:tap "Insert Large Title"
:tap "Headline"
:tap "Title"
// expect: Headline tapped 1 times
// expect: Headline tapped 2 times
// expect: Headline tapped 3 times
// expect: Title tapped 1 times
