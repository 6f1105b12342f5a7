// Kodeco style (live score): a destination pushed by NavigationLink(value:) owns a view model with a Timer sink; popping destroys the view, deinit runs and no tick arrives after (rules §1.4, §4.2, §14.3, §15.12, §15.15)
import SwiftUI
import Combine

final class ScoreViewModel: ObservableObject {
    @Published private(set) var goals = 0
    private var bag = Set<AnyCancellable>()

    init() {
        print("ScoreViewModel init")
        Timer.publish(every: 2, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.goals += 1
            }
            .store(in: &bag)
    }

    deinit {
        print("ScoreViewModel deinit")
    }
}

struct LiveScoreView: View {
    let match: String
    @StateObject private var viewModel = ScoreViewModel()

    var body: some View {
        let _ = print("LiveScoreView body \(match): \(viewModel.goals)")
        Text("\(match): \(viewModel.goals)")
    }
}

struct MatchesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Match A", value: "A")
                NavigationLink("Match B", value: "B")
            }
            .navigationDestination(for: String.self) { match in
                LiveScoreView(match: match)
            }
        }
    }
}

:mount MatchesView()
:tap "Match A"
// expect: ScoreViewModel init
// expect: LiveScoreView body A: 0
:advance 4s
// expect: LiveScoreView body A: 1
// expect: LiveScoreView body A: 2
:back
// expect: ScoreViewModel deinit
:advance 4s
:tap "Match B"
// expect: ScoreViewModel init
// expect: LiveScoreView body B: 0
