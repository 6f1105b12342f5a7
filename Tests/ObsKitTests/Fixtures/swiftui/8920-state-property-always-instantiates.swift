// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (a State property always instantiates its default value when SwiftUI instantiates the view: the class in the DynamicProperty's @State is made again when the parent re-creates the row, but the row keeps using the first instance and its count)
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

struct KeptTally: DynamicProperty {
    @State var tally = Tally()
}

struct Row: View {
    let title: String
    var kept = KeptTally()

    var body: some View {
        let _ = print("\(title): tally #\(kept.tally.id) count \(kept.tally.count)")
        Button("Count") {
            kept.tally.count += 1
            print("count now \(kept.tally.count)")
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
// expect: Round 2: tally #1 count 2
