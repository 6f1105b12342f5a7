// Xcode 16 preview for an MVVM card: `@Previewable @State` holds the view model in the `#Preview`, built with a mock
// service, and the card receives it as a plain `let`
// What SwiftUI does: `@Previewable` declares state in a preview (rules §14.5, §15.16); ObsREPL turns the preview into
// a view whose stored `@State` is the view model, installed once (rules §3.2). The card's `.task` loads through the
// mock after the update (rules §11.3); the card reads `steps` and `goal`, so the load and "Walk 500 steps" run the
// card's body only, as `@dependencies`; the preview's own body reads no property of the model and does not run again
// (rules §8.3, §8.4). The card has no dynamic property: its first run prints `@self` only (rules §12.2).
// Sources: rules §3.2, §8.3, §8.4, §11.3, §12.2, §14.5, §15.16; Apple `Previewable()`
// https://developer.apple.com/documentation/swiftui/previewable()
import SwiftUI

@MainActor
protocol StepsService {
    func todaysSteps() async -> Int
}

struct MockStepsService: StepsService {
    let steps: Int

    func todaysSteps() async -> Int {
        print("MockStepsService: \(steps)")
        return steps
    }
}

@MainActor
@Observable
final class StepsViewModel {
    var steps = 0
    let goal = 8_000
    private let service: any StepsService

    init(service: any StepsService) {
        self.service = service
        print("StepsViewModel init")
    }

    func load() async {
        steps = await service.todaysSteps()
    }

    func walk() {
        steps += 500
    }
}

struct StepsCard: View {
    let viewModel: StepsViewModel

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("StepsCard body: \(viewModel.steps) / \(viewModel.goal)")
        VStack {
            Text("\(viewModel.steps) steps")
            ProgressView(value: Double(viewModel.steps), total: Double(viewModel.goal))
            Button("Walk 500 steps") { viewModel.walk() }
        }
        .task {
            await viewModel.load()
        }
    }
}

#Preview("Mid-day") {
    @Previewable @State var viewModel = StepsViewModel(service: MockStepsService(steps: 4_200))
    StepsCard(viewModel: viewModel)
        .padding()
}

:preview "Mid-day"
// expect: StepsViewModel init
// expect: StepsCard: @self changed.
// expect: StepsCard body: 0 / 8000
// expect: MockStepsService: 4200
// expect: StepsCard: @dependencies changed.
// expect: StepsCard body: 4200 / 8000
:tap "Walk 500 steps"
// expect: StepsCard: @dependencies changed.
// expect: StepsCard body: 4700 / 8000
