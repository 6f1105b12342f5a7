// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (Observation tracks properties read in the execution scope of body; a property read only in a Button's action isn't a dependency, so changing it doesn't update the view)
import SwiftUI

@Observable class Tally {
    var count = 0
    var label = "Votes"
}

struct VoteButton: View {
    var tally: Tally

    var body: some View {
        let _ = print("VoteButton body: \(tally.label)")
        Button("Vote") {
            tally.count += 1
            print("count is \(tally.count)")
        }
    }
}

let tally = Tally()

struct Poll: View {
    var body: some View {
        VStack {
            VoteButton(tally: tally)
            Button("Relabel") { tally.label = "Ballots" }
        }
    }
}

:mount Poll()
:tap "Vote"
:tap "Vote"
:tap "Vote"
:tap "Relabel"
// expect: VoteButton body: Votes
// expect: count is 1
// expect: count is 2
// expect: count is 3
// expect: VoteButton body: Ballots
