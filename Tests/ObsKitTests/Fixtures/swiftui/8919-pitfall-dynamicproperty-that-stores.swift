// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicproperty (pitfall: a DynamicProperty that stores a plain class instance directly, not in @State or @StateObject, is an ordinary stored property: the parent re-creating the row makes a new instance and the count starts over)
import SwiftUI

final class Tally {
    static var made = 0
    let id: Int
    var count = 0
    init() {
        Tally.made += 1
        id = Tally.made
        print("Tally #\(id) made")
    }
}

struct PlainTally: DynamicProperty {
    let tally = Tally()
}

struct Row: View {
    let title: String
    var plain = PlainTally()

    var body: some View {
        let _ = print("\(title): tally #\(plain.tally.id) count \(plain.tally.count)")
        Button("Count") {
            plain.tally.count += 1
            print("count now \(plain.tally.count)")
        }
    }
}

struct Screen: View {
    @State private var round = 1

    var body: some View {
        VStack {
            Button("Next") { round += 1 }
            Row(title: "Round \(round)")
        }
    }
}

:mount Screen()
:tap "Count"
:tap "Count"
:tap "Next"
// expect: Tally #1 made
// expect: Round 1: tally #1 count 0
// expect: count now 1
// expect: count now 2
// expect: Tally #2 made
// expect: Round 2: tally #2 count 0
