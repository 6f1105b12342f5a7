// Tutorial style (errors and cancellation in an async view model): an actor service throws on its second call; the model cancels the request in flight on refresh, tells CancellationError apart from a real failure, and shows the error's description (rules §8.1, §10.1, §11.3)
import SwiftUI
import Observation

enum StockError: Error, LocalizedError {
    case marketClosed
    var errorDescription: String? { "The market is closed." }
}

actor StockService {
    private var calls = 0

    func price(for symbol: String) async throws -> Double {
        calls += 1
        let call = calls
        try await Task.sleep(for: .seconds(1))
        if call == 2 { throw StockError.marketClosed }
        return 100.0 + Double(call)
    }
}

@MainActor
@Observable
final class TickerModel {
    enum Status: Equatable {
        case idle
        case loading
        case price(Double)
        case error(String)
    }

    var status: Status = .idle
    @ObservationIgnored private let service = StockService()
    @ObservationIgnored private var task: Task<Void, Never>?

    func refresh(_ symbol: String) {
        task?.cancel()
        status = .loading
        task = Task {
            do {
                let value = try await service.price(for: symbol)
                status = .price(value)
                print("\(symbol) = \(value)")
            } catch is CancellationError {
                print("\(symbol) request cancelled")
            } catch {
                status = .error(error.localizedDescription)
                print("\(symbol) failed: \(error.localizedDescription)")
            }
        }
    }
}

struct TickerView: View {
    @State private var model = TickerModel()

    var body: some View {
        let _ = print("body: \(model.status)")
        VStack {
            switch model.status {
            case .idle, .loading:
                ProgressView()
            case .price(let value):
                Text(value, format: .currency(code: "USD"))
            case .error(let message):
                Label(message, systemImage: "exclamationmark.triangle")
            }
            Button("Refresh AAPL") { model.refresh("AAPL") }
        }
        .task { model.refresh("AAPL") }
    }
}

:mount TickerView()
// expect: body: idle
// expect: body: loading
:advance 500ms
:tap "Refresh AAPL"
// expect: AAPL request cancelled
:advance 1s
// expect: AAPL failed: The market is closed.
// expect: body: error("The market is closed.")
:tap "Refresh AAPL"
// expect: body: loading
:advance 1s
// expect: AAPL = 103.0
// expect: body: price(103.0)
