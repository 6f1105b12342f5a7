// Kodeco-style mock service "with simulated latency": the preview/test service sleeps before answering, so the
// loading state is really rendered before the data arrives
// What SwiftUI does: the first body sees `.idle`; the `.task` starts after the update (rules §11.3), writes `.loading`
// and waits in `Task.sleep`, so that update is flushed and the body shows `.loading` (rules §10.1, ObsREPL's choice:
// tasks run until they wait, then a new flush). The sleep waits on the virtual clock; `:advance 1s` resumes it, the
// `.loaded` write runs the body again (rules §8.3). "Refresh" starts a `Task` that goes through the same two states;
// half the latency is not enough.
// Sources: rules §8.3, §10.1, §11.3, §15.15; Apple `View/task(priority:_:)`, `Task.sleep(for:tolerance:clock:)`
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct StockQuote {
    let symbol: String
    let price: Int
}

protocol StockService: Sendable {
    func quotes() async throws -> [StockQuote]
}

struct DelayedStockService: StockService {
    var latency: Duration = .seconds(1)

    func quotes() async throws -> [StockQuote] {
        print("DelayedStockService: request started")
        try await Task.sleep(for: latency)
        print("DelayedStockService: response ready")
        return [StockQuote(symbol: "AAPL", price: 190), StockQuote(symbol: "MSFT", price: 410)]
    }
}

@MainActor
@Observable
final class StocksViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded([StockQuote])
        case failed
    }

    var state: LoadState = .idle
    private let service: any StockService

    init(service: any StockService) {
        self.service = service
        print("StocksViewModel init")
    }

    var summary: String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let quotes): "loaded " + quotes.map { "\($0.symbol) \($0.price)" }.joined(separator: ", ")
        case .failed: "failed"
        }
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await service.quotes())
        } catch {
            state = .failed
        }
    }
}

struct StocksScreen: View {
    @State private var viewModel: StocksViewModel

    init(service: any StockService) {
        _viewModel = State(initialValue: StocksViewModel(service: service))
    }

    var body: some View {
        let _ = print("StocksScreen body: \(viewModel.summary)")
        VStack {
            Text(viewModel.summary)
            Button("Refresh") {
                Task { await viewModel.load() }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount StocksScreen(service: DelayedStockService())
// expect: StocksViewModel init
// expect: StocksScreen body: idle
// expect: DelayedStockService: request started
// expect: StocksScreen body: loading
:advance 1s
// expect: DelayedStockService: response ready
// expect: StocksScreen body: loaded AAPL 190, MSFT 410
:tap "Refresh"
// expect: DelayedStockService: request started
// expect: StocksScreen body: loading
:advance 500ms
:advance 500ms
// expect: DelayedStockService: response ready
// expect: StocksScreen body: loaded AAPL 190, MSFT 410
