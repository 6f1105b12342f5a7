// Follows Apple's `TextField/init(_:text:axis:)` page
// (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)): a text field with a preferred
// axis; with `.vertical` the field grows to show more lines instead of scrolling sideways (with `lineLimit` for
// the range of lines). Own code: a profile bio field with live statistics and a Clear button.
// - The axis and `lineLimit` only change the looks; the binding is written at each keystroke, as for any String
//   field (Apple `textfield`: "updates this value continuously as the user types").
// - The parent reads `bio` (it hands it to BioStats), so it runs per keystroke (rules §3.5, §10.1); BioStats is
//   built again each time (rules §2.6) and its body runs because its string differs (rules §2.3, §2.7), after
//   the parent's (rules §2.8).
// - The Clear button writes "" from an action: one update, the same two bodies (rules §3.4, §10.1); a second tap
//   writes an equal value and runs nothing (rules §3.4).
// - No Return is pressed: Apple does not say here what Return does in a vertical field, so the script avoids it.
import SwiftUI

struct BioEditor: View {
    @State private var bio = ""

    var body: some View {
        let _ = print("BioEditor body")
        Form {
            Section("About you") {
                TextField("Bio", text: $bio, axis: .vertical)
                    .lineLimit(2...4)
                BioStats(text: bio)
            }
            Button("Clear") { bio = "" }
        }
    }
}

struct BioStats: View {
    let text: String

    var body: some View {
        let words = text.split(separator: " ").count
        let _ = print("BioStats body: \(text.count) characters, \(words) words")
        Text("\(text.count) characters, \(words) words")
            .font(.caption)
    }
}

:mount BioEditor()
// expect: BioEditor body
// expect: BioStats body: 0 characters, 0 words
:type "Hi yo" into "Bio"
// expect: BioEditor body
// expect: BioStats body: 1 characters, 1 words
// expect: BioEditor body
// expect: BioStats body: 2 characters, 1 words
// expect: BioEditor body
// expect: BioStats body: 3 characters, 1 words
// expect: BioEditor body
// expect: BioStats body: 4 characters, 2 words
// expect: BioEditor body
// expect: BioStats body: 5 characters, 2 words
:tap "Clear"
// expect: BioEditor body
// expect: BioStats body: 0 characters, 0 words
:tap "Clear"
