// WWDC21 "Demystify SwiftUI" (explicit identity: stable ids) / Swift by Sundell "ForEach id: \.self": renaming an element with id: \.self makes a new row, an Identifiable element keeps its row and state; rules §1.2, §1.4, §11.1, §2.7
import SwiftUI

struct Tag: Identifiable {
    let id: Int
    var label: String
}

struct TagRow: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TagRow body: \(label), \(taps) taps")
        Button("Tap \(label)") { taps += 1 }
            .onAppear { print("appear \(label)") }
            .onDisappear { print("disappear \(label)") }
    }
}

struct TagBoard: View {
    @State private var byValue = ["red", "green"]
    @State private var byID = [Tag(id: 1, label: "blue"), Tag(id: 2, label: "gold")]

    var body: some View {
        VStack {
            ForEach(byValue, id: \.self) { label in
                TagRow(label: label)
            }
            ForEach(byID) { tag in
                TagRow(label: tag.label)
            }
            Button("Rename") {
                byValue[0] = "crimson"
                byID[0].label = "navy"
            }
        }
    }
}

:mount TagBoard()
:tap "Tap red"
:tap "Tap blue"
:tap "Rename"

// expect: TagRow body: red, 0 taps
// expect: TagRow body: green, 0 taps
// expect: TagRow body: blue, 0 taps
// expect: TagRow body: gold, 0 taps
// expect: appear red
// expect: appear green
// expect: appear blue
// expect: appear gold
// expect: TagRow body: red, 1 taps
// expect: TagRow body: blue, 1 taps
// expect: TagRow body: crimson, 0 taps
// expect: TagRow body: navy, 1 taps
// expect: disappear red
// expect: appear crimson
