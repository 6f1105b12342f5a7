// Blog style (SwiftLee): id: \.self over strings: a reorder keeps each chip's state, but editing the strings changes the ids, so every chip is new (rules §1.2, §1.4, §3.2, §11.1)
import SwiftUI

struct TagChip: View {
    let tag: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TagChip \(tag) taps=\(taps)")
        Button("#\(tag) \(taps)") { taps += 1 }
            .onDisappear { print("chip \(tag) gone") }
    }
}

struct TagsView: View {
    @State private var tags = ["swift", "ios"]

    var body: some View {
        let _ = print("TagsView body")
        VStack {
            ForEach(tags, id: \.self) { tag in
                TagChip(tag: tag)
            }
            Button("Capitalize") { tags = tags.map { $0.capitalized } }
            Button("Reverse") { tags.reverse() }
        }
    }
}
:mount TagsView()
// expect: TagsView body
// expect: TagChip swift taps=0
// expect: TagChip ios taps=0
:tap "#ios 0"
// expect: TagChip ios taps=1
:tap "Reverse"
// expect: TagsView body
:tap "#ios 1"
// expect: TagChip ios taps=2
:tap "Capitalize"
// expect: TagsView body
// expect: TagChip Ios taps=0
// expect: TagChip Swift taps=0
// expect: chip ios gone
// expect: chip swift gone
