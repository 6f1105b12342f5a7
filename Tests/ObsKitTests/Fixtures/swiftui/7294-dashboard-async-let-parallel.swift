// Dashboard: two requests started together with `async let` and awaited as a pair, as Apple's concurrency guides
// show it, own code; one takes one second, the other two.
// What SwiftUI does: the task starts after the first update (rules §11.3). Both child tasks run at once on the
// virtual clock, so the balance answers after one second and the transactions after two; only when both are in does
// the model change, and the body, which read `summary`, runs once (rules §8, §10.1). The requests' start order is
// left unprinted: Swift doesn't promise it.
// Sources: rules §8, §10.1, §11.3;
// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/
// (Calling Asynchronous Functions in Parallel)
import SwiftUI

@MainActor
@Observable
final class DashboardModel {
    var summary = "Loading"

    func fetchBalance() async throws -> Int {
        try await Task.sleep(for: .seconds(1))
        print("balance: response")
        return 1250
    }

    func fetchTransactionCount() async throws -> Int {
        try await Task.sleep(for: .seconds(2))
        print("transactions: response")
        return 3
    }

    func load() async {
        do {
            async let balance = fetchBalance()
            async let count = fetchTransactionCount()
            let (dollars, transactions) = try await (balance, count)
            summary = "Balance $\(dollars), \(transactions) new transactions"
        } catch {
            summary = "Failed"
        }
    }
}

struct DashboardView: View {
    @State private var model = DashboardModel()

    var body: some View {
        let _ = print("DashboardView body: \(model.summary)")
        Text(model.summary)
            .task {
                await model.load()
            }
    }
}

:mount DashboardView()
// expect: DashboardView body: Loading
:advance 1s
// expect: balance: response
:advance 1s
// expect: transactions: response
// expect: DashboardView body: Balance $1250, 3 new transactions
