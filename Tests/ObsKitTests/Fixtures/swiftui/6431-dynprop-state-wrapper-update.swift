// Hacking with Swift "Pro SwiftUI" / Swift by Sundell style: a DynamicProperty wrapping @State with update(); Apple "DynamicProperty"; rules §7.1, §7.2 (update before every body, scratch writes lost), §2.5, §2.7
import SwiftUI

struct TapTally: DynamicProperty {
    @State private var taps = 0
    var scratch = 0

    var wrappedValue: Int { taps }

    func record() { taps += 1 }

    mutating func update() {
        scratch += 1
        print("TapTally update: taps \(taps), scratch \(scratch)")
    }
}

struct TallyButton: View {
    let label: String
    var tally = TapTally()

    var body: some View {
        let _ = print("TallyButton \(label) body: \(tally.wrappedValue)")
        Button("\(label): \(tally.wrappedValue)") { tally.record() }
    }
}

struct TallyScreen: View {
    @State private var title = "Scores"

    var body: some View {
        let _ = print("TallyScreen body: \(title)")
        VStack {
            Text(title)
            Button("Rename") { title = "Points" }
            TallyButton(label: "Red")
        }
    }
}

:mount TallyScreen()
:tap "Red: 0"
:tap "Red: 1"
:tap "Rename"

// expect: TallyScreen body: Scores
// expect: TapTally update: taps 0, scratch 1
// expect: TallyButton Red body: 0
// expect: TapTally update: taps 1, scratch 1
// expect: TallyButton Red body: 1
// expect: TapTally update: taps 2, scratch 1
// expect: TallyButton Red body: 2
// expect: TallyScreen body: Points
