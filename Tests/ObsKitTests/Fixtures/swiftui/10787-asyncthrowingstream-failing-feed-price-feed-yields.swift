// Tutorial style (AsyncThrowingStream and a failing feed): a price feed yields three prices and then finishes with an error; the ObservableObject consumes it with for try await and shows the failure (rules §6.3, §10.1, §11.3)
import SwiftUI

enum FeedError: Error {
    case connectionLost
}

struct PriceFeed {
    func prices() -> AsyncThrowingStream<Double, Error> {
        AsyncThrowingStream { continuation in
            Task { @MainActor in
                for (index, price) in [10.5, 11.0, 10.75].enumerated() {
                    try? await Task.sleep(for: .seconds(1))
                    continuation.yield(price)
                    print("feed sent #\(index + 1)")
                }
                continuation.finish(throwing: FeedError.connectionLost)
            }
        }
    }
}

@MainActor
final class PriceModel: ObservableObject {
    @Published var latest: Double?
    @Published var errorMessage: String?

    func connect() async {
        do {
            for try await price in PriceFeed().prices() {
                latest = price
                print("price \(price)")
            }
            print("feed finished normally")
        } catch {
            errorMessage = "Feed error: \(error)"
            print("feed failed with \(error)")
        }
    }
}

struct PriceView: View {
    @StateObject private var model = PriceModel()

    var body: some View {
        let _ = print("body: latest=\(model.latest.map { String($0) } ?? "-") error=\(model.errorMessage ?? "none")")
        VStack {
            if let latest = model.latest {
                Text(latest, format: .number.precision(.fractionLength(2)))
            }
            if let message = model.errorMessage {
                Text(message).foregroundStyle(.red)
            }
        }
        .task { await model.connect() }
    }
}

:mount PriceView()
// expect: body: latest=- error=none
:advance 1s
// expect: feed sent #1
// expect: price 10.5
// expect: body: latest=10.5 error=none
:advance 1s
// expect: feed sent #2
// expect: price 11.0
// expect: body: latest=11.0 error=none
:advance 1s
// expect: feed sent #3
// expect: price 10.75
// expect: feed failed with connectionLost
// expect: body: latest=10.75 error=Feed error: connectionLost
