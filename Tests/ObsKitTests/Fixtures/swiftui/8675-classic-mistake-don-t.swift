// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (the classic mistake: "Don't specify a default or initial value for the observed object" — a child that makes its view model with @ObservedObject gets a brand-new one each time the parent's body re-renders it, and its score starts over)
import SwiftUI

final class ScoreViewModel: ObservableObject {
    @Published var score = 0

    init() {
        print("ScoreViewModel init")
    }
}

struct ScoreCard: View {
    // Mistake: this view doesn't own the object, yet it creates it.
    @ObservedObject var viewModel = ScoreViewModel()

    var body: some View {
        Button("Add point") {
            viewModel.score += 1
            print("score \(viewModel.score)")
        }
    }
}

struct GameView: View {
    @State private var round = 1

    var body: some View {
        VStack {
            Text("Round \(round)")
            Button("Next round") { round += 1 }
            ScoreCard()
        }
    }
}

:mount GameView()
:tap "Add point"
:tap "Add point"
:tap "Next round"
:tap "Add point"
// expect: ScoreViewModel init
// expect: score 1
// expect: score 2
// expect: ScoreViewModel init
// expect: score 1
