// Tutorial style (animating an ObservableObject): a quiz view model changes its @Published properties inside withAnimation; every view observing it runs, once per action however many properties changed, and @Published publishes even an equal value (rules §6.3, §6.5, §10.1, §4.2, §4.3, §12.1, §12.2, §15.15)
import SwiftUI
import Combine

@MainActor
final class QuizViewModel: ObservableObject {
    @Published var questionIndex = 0
    @Published var showHint = false
    let questions = ["2 + 2?", "Capital of France?", "Largest planet?"]

    init() {
        print("QuizViewModel init")
    }

    func next() {
        withAnimation(.easeInOut) {
            questionIndex = (questionIndex + 1) % questions.count
            showHint = false
        }
    }
}

struct HintView: View {
    @ObservedObject var viewModel: QuizViewModel

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if viewModel.showHint {
                Text("Think it through")
                    .transition(.opacity)
            }
            Button(viewModel.showHint ? "Hide hint" : "Show hint") {
                withAnimation {
                    viewModel.showHint.toggle()
                }
            }
        }
    }
}

struct QuizView: View {
    @StateObject private var viewModel = QuizViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 16) {
            Text(viewModel.questions[viewModel.questionIndex])
                .font(.title2)
                .id(viewModel.questionIndex)
                .transition(.slide)
            HintView(viewModel: viewModel)
            Button("Next question") {
                viewModel.next()
            }
        }
    }
}

:mount QuizView()
// expect: QuizViewModel init
// expect: QuizView: @self, @identity, _viewModel changed.
// expect: HintView: @self, @identity, _viewModel changed.
:tap "Show hint"
// expect: QuizView: _viewModel changed.
// expect: HintView: _viewModel changed.
:tap "Next question"
// expect: QuizView: _viewModel changed.
// expect: HintView: _viewModel changed.
:tap "Next question"
// expect: QuizView: _viewModel changed.
// expect: HintView: _viewModel changed.
