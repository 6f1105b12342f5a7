// A loading screen driven by a `@Published var state: LoadState` enum in a `@MainActor` view model made with
// `_viewModel = StateObject(wrappedValue:)`, loading in `.task` from an injected API that fails once, with a "Retry"
// button that starts `Task { await viewModel.load() }`.
// What SwiftUI does: the view model is made right before the first body (rules §4.2); `.task` starts after it, on the
// stack, which stays in place while the `switch` inside changes (rules §11.3). Each state write runs `didSet` and,
// once per update, the body (rules §10.1, §15.6): `.loading` before the sleep, the result after `:advance` (rules
// §10.1). The retry's task starts when the tap's turn ends (rules §10.1).
// Sources: rules §4.2, §10.1, §11.3, §15.6; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI
import Combine

enum LoadState: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

struct NetworkError: Error {}

final class FakeTeamsAPI {
    private var attempts = 0

    func fetchTeams() async throws -> [String] {
        attempts += 1
        try await Task.sleep(for: .seconds(1))
        if attempts == 1 {
            throw NetworkError()
        }
        return ["Lions", "Tigers"]
    }
}

@MainActor
final class TeamsViewModel: ObservableObject {
    @Published private(set) var state: LoadState = .idle {
        didSet { print("state -> \(state)") }
    }
    private let api: FakeTeamsAPI

    init(api: FakeTeamsAPI) {
        self.api = api
        print("TeamsViewModel init")
    }

    func load() async {
        state = .loading
        do {
            let teams = try await api.fetchTeams()
            state = .loaded(teams)
        } catch {
            state = .failed("Network error")
        }
    }
}

struct TeamsView: View {
    @StateObject private var viewModel: TeamsViewModel

    init(api: FakeTeamsAPI) {
        _viewModel = StateObject(wrappedValue: TeamsViewModel(api: api))
    }

    var body: some View {
        let _ = print("TeamsView body")
        VStack {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let teams):
                List(teams, id: \.self) { team in
                    Text(team)
                }
            case .failed(let message):
                Text(message)
                Button("Retry") {
                    Task { await viewModel.load() }
                }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount TeamsView(api: FakeTeamsAPI())
// expect: TeamsViewModel init
// expect: TeamsView body
// expect: state -> loading
// expect: TeamsView body
:advance 1s
// expect: state -> failed("Network error")
// expect: TeamsView body
:tap "Retry"
// expect: state -> loading
// expect: TeamsView body
:advance 1s
// expect: state -> loaded(["Lions", "Tigers"])
// expect: TeamsView body
