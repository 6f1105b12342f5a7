// architecture style: a loading screen driven by `enum LoadState` with a failure path: a flaky mock service throws the first time, the screen shows the error and a Retry button whose Task loads again; an ObservableObject view model injected through the init (rules §11.3, §10.1, §6.3, §4.2)
import SwiftUI

enum FetchError: Error {
    case offline
}

protocol ProfileService: AnyObject {
    func fetchName() async throws -> String
}

final class FlakyProfileService: ProfileService {
    private var calls = 0

    func fetchName() async throws -> String {
        calls += 1
        print("fetch attempt \(calls)")
        try await Task.sleep(for: .milliseconds(300))
        if calls == 1 { throw FetchError.offline }
        return "Ada Lovelace"
    }
}

enum LoadState {
    case idle
    case loading
    case loaded(String)
    case failed(String)
}

@MainActor
final class ProfileLoader: ObservableObject {
    @Published private(set) var state: LoadState = .idle
    private let service: ProfileService

    init(service: ProfileService) { self.service = service }

    func load() async {
        state = .loading
        do {
            let name = try await service.fetchName()
            state = .loaded(name)
        } catch {
            state = .failed("error: \(error)")
        }
    }
}

struct ProfileLoadingScreen: View {
    @StateObject private var loader: ProfileLoader

    init(service: ProfileService) {
        _loader = StateObject(wrappedValue: ProfileLoader(service: service))
    }

    var stateLabel: String {
        switch loader.state {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let name): return "loaded \(name)"
        case .failed(let message): return "failed \(message)"
        }
    }

    var body: some View {
        let _ = print("ProfileLoadingScreen body: \(stateLabel)")
        VStack {
            switch loader.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let name):
                Text(name)
            case .failed(let message):
                Text(message)
                Button("Retry") { Task { await loader.load() } }
            }
        }
        .task { await loader.load() }
    }
}

:mount ProfileLoadingScreen(service: FlakyProfileService())
// expect: ProfileLoadingScreen body: idle
// expect: fetch attempt 1
// expect: ProfileLoadingScreen body: loading
:advance 300ms
// expect: ProfileLoadingScreen body: failed error: offline
:tap "Retry"
// expect: fetch attempt 2
// expect: ProfileLoadingScreen body: loading
:advance 300ms
// expect: ProfileLoadingScreen body: loaded Ada Lovelace
