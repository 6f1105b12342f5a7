// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (the fix for the @ObservedObject mistake: with @StateObject the child's view model survives the parent's re-render — SwiftUI doesn't create a new instance when a view's inputs change)
import SwiftUI

final class ScoreViewModel: ObservableObject {
    @Published var score = 0

    init() {
        print("ScoreViewModel init")
    }
}

struct ScoreCard: View {
    let round: Int
    @StateObject private var viewModel = ScoreViewModel()

    var body: some View {
        Button("Add point") {
            viewModel.score += 1
            print("round \(round): score \(viewModel.score)")
        }
    }
}

struct GameView: View {
    @State private var round = 1

    var body: some View {
        VStack {
            Text("Round \(round)")
            Button("Next round") { round += 1 }
            ScoreCard(round: round)
        }
    }
}

:mount GameView()
:tap "Add point"
:tap "Add point"
:tap "Next round"
:tap "Add point"
:tap "Next round"
:tap "Add point"
// expect: ScoreViewModel init
// expect: round 1: score 1
// expect: round 1: score 2
// expect: round 2: score 3
// expect: round 3: score 4
