// Follows Apple's `ForEach.init(_:id:content:)` page
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)), its warning: "It's important that
// the id of a data element doesn't change unless you replace the data element with a new data element that has a
// new identity. If the id of a data element changes, the content view generated from that data element loses any
// current state and animations." Own code: a race board over `runners.enumerated()`, once identified by `\.offset`
// and once by `\.element.id`.
// - With `id: \.offset` a row's identity is its position (rules §1.2: ids name nodes). Removing the first runner
//   leaves offsets 0 and 1, which keep their nodes (and @State) but now show the next runners; offset 2 goes away,
//   so its node (which showed Cy) is destroyed and its onDisappear runs (rules §1.2, §1.4, §11.1). Cy's row then
//   holds the cheers given to Bo.
// - With `id: \.element.id` the rows follow the runners: Ann's row goes, Bo keeps his cheers.
// - Only the offset-keyed rows print onDisappear, so one disappearance prints per update (the order of several is
//   not specified). Row bodies print nothing: the labels (tapped by their text) show each row's @State.
// - The parent's body reads `runners` (rules §3.5) and runs after the action (rules §0.3, §10.1); onDisappear comes
//   after the update (rules §10.3).
import SwiftUI

struct Runner: Identifiable {
    let id: Int
    let name: String
}

struct PlaceRow: View {
    let label: String
    @State private var cheers = 0

    var body: some View {
        Button("\(label), cheers: \(cheers)") {
            cheers += 1
            print("cheer for \(label)")
        }
        .onDisappear {
            print("row gone: \(label)")
        }
    }
}

struct RunnerRow: View {
    let label: String
    @State private var cheers = 0

    var body: some View {
        Button("\(label), cheers: \(cheers)") {
            cheers += 1
            print("cheer for \(label)")
        }
    }
}

struct RaceBoard: View {
    @State private var runners = [
        Runner(id: 1, name: "Ann"),
        Runner(id: 2, name: "Bo"),
        Runner(id: 3, name: "Cy"),
    ]

    var body: some View {
        let _ = print("RaceBoard body: \(runners.map(\.name).joined(separator: ", "))")
        List {
            Section("Keyed by offset") {
                ForEach(Array(runners.enumerated()), id: \.offset) { offset, runner in
                    PlaceRow(label: "\(offset + 1). \(runner.name)")
                }
            }
            Section("Keyed by runner") {
                ForEach(Array(runners.enumerated()), id: \.element.id) { offset, runner in
                    RunnerRow(label: "\(runner.name) in place \(offset + 1)")
                }
            }
            Button("Leader finishes") {
                runners.removeFirst()
            }
        }
    }
}

:mount RaceBoard()
// expect: RaceBoard body: Ann, Bo, Cy
:tap "2. Bo, cheers: 0"
// expect: cheer for 2. Bo
:tap "Bo in place 2, cheers: 0"
// expect: cheer for Bo in place 2
:tap "Leader finishes"
// expect: RaceBoard body: Bo, Cy
// expect: row gone: 3. Cy
:tap "2. Cy, cheers: 1"
// expect: cheer for 2. Cy
:tap "1. Bo, cheers: 0"
// expect: cheer for 1. Bo
:tap "Bo in place 1, cheers: 1"
// expect: cheer for Bo in place 1
:tap "Cy in place 2, cheers: 0"
// expect: cheer for Cy in place 2
