// async-in-views style: an AsyncStream consumed in .task with for await; each value yielded by code outside the view resumes the loop and re-runs the body; finishing the stream ends the loop
// corrected: the three publish calls first sat in one chunk of top-level code, which runs as one program before the task resumes (README: a task starts when the code has run); each now ends with :advance so the loop sees each value in its own turn
import SwiftUI

final class PriceFeed {
    let prices: AsyncStream<Int>
    private var continuation: AsyncStream<Int>.Continuation?

    init() {
        var captured: AsyncStream<Int>.Continuation?
        prices = AsyncStream { captured = $0 }
        continuation = captured
    }

    func publish(_ price: Int) { continuation?.yield(price) }
    func close() { continuation?.finish() }
}

struct PriceView: View {
    let feed: PriceFeed
    @State private var latest = 0

    var body: some View {
        let _ = print("PriceView body: \(latest)")
        Text("Price: \(latest)")
            .task {
                for await price in feed.prices {
                    print("got \(price)")
                    latest = price
                }
                print("price stream finished")
            }
    }
}

let feed = PriceFeed()

:mount PriceView(feed: feed)
// expect: PriceView body: 0
feed.publish(10)
:advance 100ms
// expect: got 10
// expect: PriceView body: 10
feed.publish(12)
:advance 100ms
// expect: got 12
// expect: PriceView body: 12
feed.close()
// expect: price stream finished
