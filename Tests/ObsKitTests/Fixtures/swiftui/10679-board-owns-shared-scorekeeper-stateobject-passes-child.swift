// HWS "@StateObject vs @ObservedObject" style: the board owns a shared ScoreKeeper with @StateObject and passes it to a child's @ObservedObject, while another child owns its own; each model is made right before its owner's first body and only once; a change to the shared one runs both of its observers (rules §4.2, §4.3, §4.4, §5.1, §6.5)
// corrected: the final :unmount asserted the shared model's deinit before the owned one's; the rules fix no order between two installed objects at unmount (§1.4: "SwiftUI documents no order"), so that step is dropped
import SwiftUI

final class ScoreKeeper: ObservableObject {
    @Published var points = 0
    let label: String

    init(label: String) {
        self.label = label
        print("ScoreKeeper \(label) init")
    }

    deinit { print("ScoreKeeper \(label) deinit") }
}

struct OwnedScore: View {
    @StateObject private var keeper = ScoreKeeper(label: "owned")

    var body: some View {
        let _ = print("OwnedScore body: \(keeper.points)")
        Button("Owned +1 (\(keeper.points))") { keeper.points += 1 }
    }
}

struct BorrowedScore: View {
    @ObservedObject var keeper: ScoreKeeper

    var body: some View {
        let _ = print("BorrowedScore body: \(keeper.points)")
        Button("Borrowed +1 (\(keeper.points))") { keeper.points += 1 }
    }
}

struct ScoreBoard: View {
    @StateObject private var shared = ScoreKeeper(label: "shared")
    @State private var round = 1

    var body: some View {
        let _ = print("ScoreBoard body: round \(round)")
        VStack {
            OwnedScore()
            BorrowedScore(keeper: shared)
            Button("Next round") { round += 1 }
        }
    }
}

:mount ScoreBoard()
// expect: ScoreKeeper shared init
// expect: ScoreBoard body: round 1
// expect: ScoreKeeper owned init
// expect: OwnedScore body: 0
// expect: BorrowedScore body: 0
:tap "Owned +1 (0)"
// expect: OwnedScore body: 1
:tap "Borrowed +1 (0)"
// expect: ScoreBoard body: round 1
// expect: BorrowedScore body: 1
:tap "Next round"
// expect: ScoreBoard body: round 2
