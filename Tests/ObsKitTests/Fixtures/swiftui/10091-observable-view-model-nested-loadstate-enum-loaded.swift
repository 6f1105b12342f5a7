// architecture style: an @Observable view model with a nested `LoadState` enum, loaded from `.task` and reloaded by a button (a pull-to-refresh stand-in) that is disabled while loading; a badge reading only the reload count runs once per reload (rules §8.1, §8.3, §11.3, §15.11)
import SwiftUI

protocol NewsService {
    func headlines(batch: Int) async -> [String]
}

struct MockNewsService: NewsService {
    func headlines(batch: Int) async -> [String] {
        try? await Task.sleep(for: .seconds(1))
        return ["Batch \(batch) top", "Batch \(batch) second"]
    }
}

@Observable
final class NewsViewModel {
    enum LoadState: Equatable {
        case idle
        case loading
        case loaded([String])
        case failed(String)
    }

    private(set) var state: LoadState = .idle
    private(set) var reloadCount = 0
    private let service: any NewsService

    init(service: any NewsService) { self.service = service }

    func load() async {
        state = .loading
        reloadCount += 1
        let headlines = await service.headlines(batch: reloadCount)
        state = .loaded(headlines)
    }
}

struct ReloadBadge: View {
    let viewModel: NewsViewModel

    var body: some View {
        let _ = print("ReloadBadge body: \(viewModel.reloadCount)")
        Text("Loads: \(viewModel.reloadCount)")
    }
}

struct NewsScreen: View {
    @State private var viewModel = NewsViewModel(service: MockNewsService())

    var stateLabel: String {
        switch viewModel.state {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let lines): return "loaded \(lines.first ?? "")"
        case .failed(let message): return "failed \(message)"
        }
    }

    var body: some View {
        let _ = print("NewsScreen body: \(stateLabel)")
        VStack {
            ReloadBadge(viewModel: viewModel)
            Button("Reload") { Task { await viewModel.load() } }
                .disabled(viewModel.state == .loading)
            if case .loaded(let lines) = viewModel.state {
                ForEach(lines, id: \.self) { Text($0) }
            }
        }
        .task { await viewModel.load() }
    }
}

:mount NewsScreen()
// expect: NewsScreen body: idle
// expect: ReloadBadge body: 0
// expect: NewsScreen body: loading
// expect: ReloadBadge body: 1
:advance 1s
// expect: NewsScreen body: loaded Batch 1 top
:tap "Reload"
// expect: NewsScreen body: loading
// expect: ReloadBadge body: 2
:tap "Reload"
// expect-error: button "Reload" is disabled
